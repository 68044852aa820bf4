// What the sample dataset invents for its real ERs: which publish live waits (and how long
// and how recently), which are closed or disrupted, which send no status at all, a few
// disruptions that have ended, so that history shows reopenings too, and a closure announced
// for later, so that the widget has one to announce.

export interface LiveFeed {
  /** Typical wait in minutes, before the daily and weekly curves. */
  wait: number;
  /** Age of the latest reading at start-up, in minutes. */
  lastReadingAgo: number;
}

export type InventedStatus =
  | { status: 'closed' | 'disruption'; message: string; reopenInHours?: number }
  /** No status signal at all. */
  | 'unknown';

export const LIVE_FEEDS: Readonly<Record<string, LiveFeed>> = {
  ab_foothillsmedicalcen: { wait: 190, lastReadingAgo: 3 },
  ab_royalalexandrahosp: { wait: 240, lastReadingAgo: 7 },
  ab_universityofalbert: { wait: 210, lastReadingAgo: 95 },
  bc_vancouvergeneralho: { wait: 150, lastReadingAgo: 5 },
  bc_stpaulshospital: { wait: 135, lastReadingAgo: 48 },
  mb_healthsciencescent: { wait: 300, lastReadingAgo: 11 },
  mb_stbonifacehospital: { wait: 260, lastReadingAgo: 9 },
  nb_saintjohnregionalh: { wait: 180, lastReadingAgo: 14 },
  nb_themonctonhospital: { wait: 165, lastReadingAgo: 6 },
  ns_halifaxinfirmary: { wait: 270, lastReadingAgo: 4 },
  ns_dartmouthgeneralho: { wait: 220, lastReadingAgo: 22 },
  on_torontogeneralhosp: { wait: 230, lastReadingAgo: 8 },
  on_sunnybrookhealthsc: { wait: 200, lastReadingAgo: 2 },
  on_theottawahospitalc: { wait: 250, lastReadingAgo: 130 },
  on_hamiltongeneralhos: { wait: 210, lastReadingAgo: 17 },
  pe_queenelizabethhosp: { wait: 195, lastReadingAgo: 10 },
  pe_princecountyhospit: { wait: 120, lastReadingAgo: 13 },
  qc_hopitaldusacrecoeu: { wait: 320, lastReadingAgo: 12 },
  qc_hopitalgeneraljuif: { wait: 290, lastReadingAgo: 26 },
  qc_hopitaldelenfantje: { wait: 260, lastReadingAgo: 31 },
};

/** Counts published instead of a wait, as Québec's file has them (people waiting to be seen). */
export interface LoadFeed {
  /** Typical people waiting, before the daily and weekly curves. */
  waiting: number;
  stretchers: number;
  /** Age of the latest counts at start-up, in minutes. */
  lastCountAgo: number;
  /** The last three hours against the usual: busier (above 1), quieter (below) or as usual (1). */
  lately: number;
}

/** Hourly counts for the past five weeks: enough for the load outlook (a busier, a quieter and a usual ER). */
export const LOAD_FEEDS: Readonly<Record<string, LoadFeed>> = {
  qc_hopitaldechicoutim: { waiting: 11, stretchers: 34, lastCountAgo: 18, lately: 1.8 },
  qc_hopitalfleurimont: { waiting: 14, stretchers: 40, lastCountAgo: 18, lately: 0.4 },
  qc_hopitaldesmonts: { waiting: 3, stretchers: 8, lastCountAgo: 18, lately: 1 },
};

/** ERs not listed here are open. */
export const INVENTED_STATUSES: Readonly<Record<string, InventedStatus>> = {
  ab_consorthospital: {
    status: 'closed',
    message: 'Emergency department closed due to staffing shortages. Call 911 for emergencies.',
  },
  bc_nicolavalleyhealth: {
    status: 'closed',
    message: 'Emergency department temporarily closed due to limited physician availability.',
    reopenInHours: 14,
  },
  mb_pinawahospital: { status: 'closed', message: 'Closed — opens Wednesday 09:00' },
  nb_sussexhealthcentre: {
    status: 'disruption',
    message:
      'Emergency department open 08:00 to 20:00 only this week; outside those hours go to Saint John Regional Hospital.',
  },
  nl_connaigrepeninsula: { status: 'disruption', message: 'Virtual ER physician support overnight.' },
  ns_cobequidcommunityhe: { status: 'closed', message: 'Closed — opens at 07:00' },
  ns_allsaintsspringhill: {
    status: 'closed',
    message:
      'Collaborative Emergency Centre temporarily closed. Virtual Urgent Care is available daily from 8 a.m. until 7 p.m.',
  },
  nt_inuvikregionalhosp: 'unknown',
  nu_kivalliqhealthcent: 'unknown',
  nu_kitikmeotregionalh: 'unknown',
  on_queenswayhealthcent: { status: 'closed', message: 'Outside operating hours' },
  pe_westernhospital: {
    status: 'disruption',
    message: 'Emergency department closed overnight from 20:00 to 08:00 until further notice.',
  },
  qc_hopitaldesmonts: {
    status: 'disruption',
    message: 'Urgence : capacité réduite, délais d’attente plus longs que d’habitude.',
  },
  sk_wakawhealthcentre: { status: 'closed', message: 'Closed — opens at 16:00' },
  sk_kamsackhospitaland: {
    status: 'disruption',
    message: 'Emergency services are temporarily disrupted. Available between 8:00 a.m. and 6:30 p.m. only.',
    reopenInHours: 9,
  },
  yt_watsonlakecommunit: 'unknown',
};

export const PAST_DISRUPTIONS: Readonly<Record<string, { message: string; daysAgo: number }>> = {
  ab_reddeerregionalhos: { message: 'Emergency department closed overnight due to staffing.', daysAgo: 3 },
  on_kingstongeneralhos: { message: 'Ambulance diversion: emergency department at capacity.', daysAgo: 6 },
};

export interface AnnouncedClosure {
  message: string;
  /** From start-up to its start (rounded up to the half hour, as notices give times). */
  startsInHours: number;
  lastsHours: number;
  publishedHoursAgo: number;
}

/** Open at start-up, closing a few hours later: "Closes today at …" in the widget. */
export const ANNOUNCED_CLOSURES: Readonly<Record<string, AnnouncedClosure>> = {
  yt_dawsoncitycommunit: {
    message:
      'The emergency department will be temporarily closed because of limited physician availability. Call 911 for emergencies.',
    startsInHours: 3,
    lastsHours: 11,
    publishedHoursAgo: 2,
  },
};
