// How far ahead and how many closed windows one notice may announce: past these, it is a
// misreading. The feeds' validation holds notices to them; the decisions table says them.

/** A notice schedules at most a year ahead (a date further is a misread year). */
export const MAX_SCHEDULE_AHEAD_S = 366 * 86_400;
/** More windows than this in one notice is a misreading (a year of daily windows is 366). */
export const MAX_WINDOWS = 400;
