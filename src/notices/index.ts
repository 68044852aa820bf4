// The notice interpreter's entry (README.md in this folder: the rules, dates and zones, figures).

export { interpretNotice } from './interpret';
export type { NoticeDoubt, NoticeInput, NoticeKind, NoticeReading, NoticeWindow } from './types';
