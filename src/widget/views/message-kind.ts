// Which messages need more than their words shown as they are: a long one, collapsed behind
// "more", and one the source itself cut short with "…", which says so. Message.tsx draws them;
// embed.js only asks for the script that has it (embed-desk.js) for such a row.

/** Longer than this (in UTF-16 units), a message is collapsed. */
export const LONG = 180;

export const CUT_AT_SOURCE = /(…|\.\.\.)\s*$/;

export const needsMessageView = (text: string): boolean => text.length > LONG || CUT_AT_SOURCE.test(text);
