// How far ahead the widget says what is announced ("Closes today at 8 p.m."), and how far
// down its list goes before "Show more": embed.js asks for embed-upcoming.js only when a
// closure starts within the one or the list is longer than the other, and that script shows
// what lies beyond.

export const UPCOMING_MS = 24 * 3_600_000;

/** Rows of the current list shown before "Show more" (a long all-Canada list). */
export const FIRST_ROWS = 10;
