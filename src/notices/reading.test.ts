// What a reading says besides its windows: the facility, ER or not, the kind, the zone and
// the seconds since the epoch, what was not understood, and the notice's own words.
import { describe, expect, it } from 'vitest';
import { interpretNotice } from './interpret';
import { localMoment, read, shown } from './reading-helpers';

describe('the facility and whether it is an ER', () => {
  it('names the facility and its town ("The emergency department at Strait Richmond Hospital in Evanston", issue 18)', () => {
    const reading = read(
      'The emergency department at Strait Richmond Hospital in Evanston will be closed Tuesday, July 16.',
      'NS',
      '2024-07-15T09:00',
    );
    expect(reading.facility).toEqual({ name: 'Strait Richmond Hospital', city: 'Evanston' });
    expect(reading.isEr).toBe(true);
  });

  it('names French facilities ("Hôpital Stella-Maris-de-Kent", "Centre hospitalier de la Mitis")', () => {
    expect(
      read(
        "Le Réseau demande de limiter les visites aux services d'urgence de l'Hôpital Stella-Maris-de-Kent.",
        'NB',
        '2021-09-03T09:00',
      ).facility?.name,
    ).toBe('Hôpital Stella-Maris-de-Kent');
    expect(
      read(
        "L'urgence du Centre hospitalier de la Mitis fermée à 16 heures les fins de semaine.",
        'QC',
        '2022-06-23T09:00',
      ).facility?.name,
    ).toBe('Centre hospitalier de la Mitis');
  });

  it('names a site by its town when the notice does ("the Emergency Department at Minden"), past a heading ("Emergency Department:")', () => {
    expect(
      read(
        'The Emergency Department at Minden will be closed from 5 p.m. Friday, June 13 until 8 a.m. Monday, June 16.',
        'ON',
        '2025-06-10T10:00',
      ).facility?.name,
    ).toBe('Minden');
    expect(
      read(
        'Emergency Department: The emergency department at North Cumberland Memorial Hospital in Pugwash is closed until 8 a.m. on Thursday, June 12.',
        'NS',
        '2025-06-10T10:00',
      ).facility,
    ).toEqual({ name: 'North Cumberland Memorial Hospital', city: 'Pugwash' });
  });

  it('says a blood clinic, an after-hours clinic and a program are not ERs, and a Collaborative Emergency Centre is', () => {
    expect(
      read(
        'The blood collection clinic at Dartmouth General Hospital is closed Friday, Nov. 7.',
        'NS',
        '2025-11-03T09:00',
      ).isEr,
    ).toBe(false);
    expect(
      read(
        "Disruption After Hours Clinics Fishermen's Memorial Hospital Same Day / After Hours clinic is closed: Monday, Nov. 10",
        'NS',
        '2025-11-03T09:00',
      ).isEr,
    ).toBe(false);
    const program = read(
      'The Cardiac Rehabilitation Program at Nova Scotia Health is temporarily on hold.',
      'NS',
      '2025-11-03T09:00',
    );
    expect(program.isEr).toBe(false);
    expect(program.kind).toBe('other');
    expect(
      read(
        'The Collaborative Emergency Centre at Musquodoboit Valley Memorial Hospital is temporarily closed.',
        'NS',
        '2025-11-03T09:00',
      ).isEr,
    ).toBe(true);
  });
});

describe('the kind, in the corpus words', () => {
  it('reads a virtual physician or no physician on site as a disruption, not a closure ("No physician available on-site", AB-12)', () => {
    expect(
      read(
        'Emergency Department Service Disruption - No physician available on-site. November 8 (8 am - 8 pm).',
        'AB',
        '2025-11-03T09:00',
      ).kind,
    ).toBe('disruption');
    expect(
      read(
        'Temporary virtual emergency services will be in place at the Whitbourne Health Centre tomorrow.',
        'NL',
        '2025-11-03T09:00',
      ).kind,
    ).toBe('disruption');
  });

  it('reads "closed" with no dates as closed from and to unknown ("is temporarily closed", NS-1)', () => {
    const reading = read(
      "Disruption Emergency Department All Saints Springhill Hospital's Collaborative Emergency Centre is temporarily closed.",
      'NS',
      '2025-11-03T09:00',
    );
    expect(reading.kind).toBe('closed');
    expect(shown(reading)).toEqual(['… → …']);
    expect(reading.unreadable).toBe(false);
  });

  it('reads a notice that it is open again as open', () => {
    const reading = read(
      'The emergency department at Queens General Hospital has reopened and remains open 24/7.',
      'NS',
      '2025-11-03T09:00',
    );
    expect(reading.kind).toBe('open');
  });
});

describe('unreadable notices are kept, flagged, with their own words', () => {
  it('keeps a closure whose time cannot be read as closed from and to unknown, saying what was not understood', () => {
    const reading = read(
      'The Clinton ER will be closed overnight on Friday.',
      'ON',
      '2025-11-03T09:00',
      'Clinton ER closure',
    );
    expect(reading.unreadable).toBe(true);
    expect(reading.kind).toBe('closed');
    expect(shown(reading)).toEqual(['… → …']);
    expect(reading.notUnderstood).toEqual(['Friday']);
    expect(reading.message).toBe('Clinton ER closure — The Clinton ER will be closed overnight on Friday.');
  });

  it('keeps a disruption whose times cannot be read as a disruption with no windows', () => {
    const reading = read(
      'Friday, November 7 to Sunday, November 9 nights; Friday, November 14 night',
      'BC',
      '2025-11-03T09:00',
    );
    expect(reading.kind).toBe('disruption');
    expect(reading.message).toBe('Friday, November 7 to Sunday, November 9 nights; Friday, November 14 night');
  });
});

describe('never dropped', () => {
  it('reads a notice of 1 MB and keeps its words', () => {
    const text = `The emergency department at Roseway Hospital is closed until 8 a.m. on Monday, Nov. 10. ${'Patients should call 911. '.repeat(40_000)}`;
    const reading = read(text, 'NS', '2025-11-03T09:00');
    expect(reading.message).toBe(text);
    expect(shown(reading)).toEqual(['… → 2025-11-10T08:00']);
  });

  it('reads hours of operation as reduced hours ("Hours of operation … will be 8 a.m. to 6 p.m. daily")', () => {
    const reading = read(
      'Hours of operation for the Clinton Public Hospital emergency department will be 8 a.m. to 6 p.m. daily.',
      'ON',
      '2025-07-01T10:00',
    );
    expect(reading.kind).toBe('reduced_hours');
    expect(reading.windows).toEqual([]);
    expect(reading.recurring).toContain('8 a.m. to 6 p.m. daily');
  });
});

describe('zones and seconds since the epoch', () => {
  it('reads times in the province zone, Newfoundland half an hour off ("today beginning at 8:00 p.m.", NL-2)', () => {
    const reading = read(
      'Emergency services at the Dr. Walter Templeman Health Care Centre on Bell Island will be temporarily closed today beginning at 8:00 p.m. and will reopen Thursday at 8:00 a.m.',
      'NL',
      '2023-11-08T09:00',
    );
    expect(reading.zone).toBe('America/St_Johns');
    expect(reading.windows[0]).toEqual({
      start: Date.UTC(2023, 10, 8, 23, 30) / 1000,
      end: Date.UTC(2023, 10, 9, 11, 30) / 1000,
      startLocal: '2023-11-08T20:00',
      endLocal: '2023-11-09T08:00',
    });
  });

  it('keeps wall-clock times across a change to daylight time (Halifax, March 9, 2025)', () => {
    const [window] = read(
      'The emergency department at Musquodoboit Valley Memorial Hospital will be closed from 1 a.m. to 7 a.m. on Sunday, March 9.',
      'NS',
      '2025-03-06T10:00',
    ).windows;
    expect(window?.start).toBe(Date.UTC(2025, 2, 9, 5, 0) / 1000);
    expect(window?.end).toBe(Date.UTC(2025, 2, 9, 10, 0) / 1000);
  });

  it('uses the ER zone when given, over the province zone (Lloydminster, Saskatchewan side on Alberta time)', () => {
    const reading = interpretNotice({
      text: 'The ER at Lloydminster Hospital will be closed from 8 p.m. on Friday, Nov. 7 until 8 a.m. on Saturday.',
      province: 'SK',
      zone: 'America/Edmonton',
      publishedAt: localMoment('SK', '2025-11-03T09:00'),
    });
    expect(reading.zone).toBe('America/Edmonton');
    expect(reading.windows[0]?.start).toBe(Date.UTC(2025, 10, 8, 3, 0) / 1000);
  });
});
