// Status icons. They repeat the status word beside them, so screen readers skip them.

import type { ClosureStatus } from '../../contract/values';

const PATHS: Record<ClosureStatus, string> = {
  // A no-entry sign.
  closed: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm-4 6h8v2H4z',
  // A warning triangle.
  disruption: 'M8 1 15 14H1zm-1 4v5h2V5zm0 6v2h2v-2z',
};

export function StatusIcon({ status }: { status: ClosureStatus }) {
  return (
    <svg class="icon" viewBox="0 0 16 16" aria-hidden="true">
      <path fill="currentColor" fill-rule="evenodd" d={PATHS[status]} />
    </svg>
  );
}
