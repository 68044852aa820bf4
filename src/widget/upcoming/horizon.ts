// How far ahead the widget says what is announced ("Closes today at 8 p.m."): embed.js asks
// for embed-upcoming.js only when a closure starts within it, and that script shows those.

export const UPCOMING_MS = 24 * 3_600_000;
