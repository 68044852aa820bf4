// The notice interpreter's entry. SCAFFOLD: replaced by the real interpreter (issue 18).

export { interpretNotice } from './interpret';
export type { NoticeInput, NoticeKind, NoticeReading, NoticeWindow } from './types';
