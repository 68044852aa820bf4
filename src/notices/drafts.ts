// What the window rules produce before the notice ends: drafts of windows on the ER's wall
// clock, what the sentences said about hours, and a period's nights (nightlyPeriod).
import { weekdayOf } from './calendar';
import type { Moment, Span } from './moments';

/** A window as minutes on the ER's wall clock, counted from 1970-01-01 00:00 local; null when unknown. */
export interface Draft {
  start: number | null;
  end: number | null;
  /** Days named without times (00:00 to 00:00): give way to timed windows on the same days. */
  wholeDay: boolean;
  /** One of the windows a recurring schedule over a bounded period was expanded into. */
  expanded: boolean;
  /** Days named by their parts with no clock time ("de jeudi soir à vendredi"): a closure whose ends are not stated. */
  vague?: boolean;
  /** Stated by an update that revises a closure ("will now begin at 11 p.m.", « débutera plutôt à 23 h »). */
  revised?: boolean;
  /** A vague closure's first and last days: a timed window over those days states its hours. */
  days?: { first: number; last: number; fromEvening: boolean; toMorning: boolean };
  /** A period of whole days ("du 16 au 22 août"): hours stated elsewhere in the notice apply to each day. */
  period?: { first: number; last: number; nights: boolean; inclusive: boolean; weekdays?: Set<number> | null };
}

/** What a notice's sentences said about hours, for its kind ("reduced hours", a recurring schedule). */
export interface Schedule {
  /** Clock hours given without a day ("de 20 h à 8 h", "would close at 6 p.m."): daily hours. */
  dailyHours: Span | null;
  /** Hours the ER stays open, stated as a recurring schedule ("operate from 8 am to 8 pm every day"). */
  openHours: Span | null;
  /** Plural weekdays ("Mondays", "les samedis"): a weekly schedule. */
  weekly: boolean;
  /** "overnight", "nights", "la nuit". */
  nightly: boolean;
  /** Daily hours said to hold every day ("2100-0900 daily", "de 20 h à 8 h tous les jours"): a standing schedule. */
  everyDay: boolean;
  /** Days or hours kept open inside a stated closure ("open all day on December 25"): cut out of it. */
  openExceptions: Draft[];
  /** Open hours stated with their period in one sentence (« Du 2 au 8 mars, … ouverte de 8 h à 16 h »). */
  openOverPeriod?: boolean;
}

const MAX_EXPANDED = 62;
const point = (day: number, minutes: number) => day * 1440 + minutes;

/**
 * nightlyPeriod: one window a day from the first day (on the weekdays given, when given); the last
 * ends on the last day's morning unless inclusive. Overnight hours between two consecutive days
 * are the one night between them ("from 4 p.m. until 8 a.m., Sunday to Monday") unless the
 * notice says "inclusive".
 */
export function nightsOf(
  span: Span,
  firstDay: number,
  end: Moment,
  inclusive: boolean,
  saidInclusive: boolean,
  weekdays: ReadonlySet<number> | null | undefined,
): Draft[] {
  if (end.day === null) return [];
  const overnight = span.to <= span.from;
  const oneNight = overnight && end.day === firstDay + 1 && !saidInclusive;
  const endsThatMorning = end.minutes !== null || end.morningOf || !inclusive || oneNight;
  const lastDay = overnight && endsThatMorning ? end.day - 1 : end.day;
  if (lastDay - firstDay + 1 > MAX_EXPANDED) return [];
  const out: Draft[] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    if (weekdays && !weekdays.has(weekdayOf(day))) continue;
    const to = overnight ? point(day + 1, span.to) : point(day, span.to);
    out.push({ start: point(day, span.from), end: to, wholeDay: false, expanded: true });
  }
  return out;
}

/**
 * A period of days and hours stated apart ("fermée les soirs et les nuits du 16 au 22 août. …
 * entre 20 h et 8 h"; "closed from March 28 to April 2 … will continue to operate from 8 am to
 * 8 pm every day"): the closed hours, or the complement of the open ones, on each day of the
 * period; a period "prolongée jusqu'au 20 juin" (`extendedTo`) runs until that morning, as does one
 * the stated reopening follows ("… reprendra le lundi 9 mars à 8 h"). Returns the last day when open
 * hours over a period leave its last evening unsaid.
 */
export function hoursOverPeriod(
  windows: Draft[],
  schedule: Schedule,
  extendedTo: number | null,
  reopenings: readonly Moment[] = [],
): number | null {
  const closedHours =
    schedule.openHours !== null ? { from: schedule.openHours.to, to: schedule.openHours.from } : schedule.dailyHours;
  if (!closedHours) return null;
  const periods = windows.filter((w) => w.period);
  const [whole] = periods;
  if (periods.length !== 1 || !whole?.period) return null;
  windows.splice(windows.indexOf(whole), 1);
  const { first, last, inclusive, weekdays } = whole.period;
  // "… 24-hour service resumes Monday, March 9 at 8 a.m.": the morning after the period ends its last night.
  const overnight = closedHours.to <= closedHours.from;
  const reopened = overnight && reopenings.some((r) => r.day === last + 1 && r.minutes === closedHours.to);
  const until = extendedTo !== null && extendedTo > last ? extendedTo : reopened ? last + 1 : null;
  const end: Moment = { day: until ?? last, minutes: null, part: null, morningOf: until !== null };
  windows.push(...nightsOf(closedHours, first, end, until !== null ? false : inclusive, inclusive, weekdays));
  // Open hours over a period of days: whether the last day's evening is closed too, no word said.
  return schedule.openOverPeriod && overnight && until === null && !inclusive ? last : null;
}
