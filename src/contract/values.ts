// The value sets of SPEC-v1 §3.

export const CLOSURE_STATUSES = ['closed', 'disruption'] as const;
export type ClosureStatus = (typeof CLOSURE_STATUSES)[number];

export const WAIT_STATUSES = ['open', 'closed', 'disruption', 'unknown'] as const;
export type WaitStatus = (typeof WAIT_STATUSES)[number];

/** Where a wait figure comes from. `typical` is in the spec's endpoint reference. */
export const BASES = ['live', 'predicted', 'typical', 'closed', 'none'] as const;
export type Basis = (typeof BASES)[number];

export const CONFIDENCES = ['high', 'moderate', 'low'] as const;
export type Confidence = (typeof CONFIDENCES)[number];

export const API_VERSION = 'v1';

/** Who stated an ER's status (our extension): the desk, a feed of waits or statuses, a publisher of notices, the sample, a dataset. */
export const STATUS_SOURCES = ['desk', 'feed', 'notice', 'sample', 'dataset'] as const;
export type StatusSource = (typeof STATUS_SOURCES)[number];
