// Nights closed over a period whose first evening and last morning are moments said apart from the
// nightly hours: "Beginning Thursday at 7 p.m., … close each night at 7 p.m. and reopen at 7 a.m. …
// Regular service resumes at 7 a.m. Tuesday"; "closed nightly from 7 p.m. to 7 a.m., starting
// Thursday, Oct. 2 at 7 p.m.; the last overnight closure ends at 7 a.m. Tuesday"; "closed from 7 p.m.
// to 7 a.m. each night until 7 a.m. Tuesday" (from the evening of publication). One window a night,
// never one long window. Invented sentences.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

const NIGHTS = [
  '2025-10-02T19:00 → 2025-10-03T07:00',
  '2025-10-03T19:00 → 2025-10-04T07:00',
  '2025-10-04T19:00 → 2025-10-05T07:00',
  '2025-10-05T19:00 → 2025-10-06T07:00',
  '2025-10-06T19:00 → 2025-10-07T07:00',
];

describe('nights bounded by a first evening and a last morning said apart', () => {
  it('a start said before the closing and reopening times (EN, FR)', () => {
    for (const [text, province] of [
      [
        'Beginning Thursday, Oct. 2 at 7 p.m., the emergency department at Cedar Point Hospital will close each night at 7 p.m. and reopen at 7 a.m. the next morning. Regular 24-hour service resumes at 7 a.m. on Tuesday, Oct. 7.',
        'NS',
      ],
      [
        "À compter du jeudi 2 octobre, l'urgence de l'Hôpital de Pointe-aux-Cèdres fermera chaque soir à 19 h et rouvrira à 7 h le lendemain matin. Le service 24 heures sur 24 reprendra le mardi 7 octobre à 7 h.",
        'NB',
      ],
    ] as const) {
      const reading = read(text, province, '2025-10-01T10:00');
      expect(shown(reading), text).toEqual(NIGHTS);
      expect(reading.certainty, text).toBe('sure');
    }
  });

  it('nightly hours, then a start at their own start time and a last morning (EN, FR)', () => {
    for (const [text, province] of [
      [
        'The emergency department at Cedar Point Hospital will be closed nightly from 7 p.m. to 7 a.m., starting Thursday, Oct. 2 at 7 p.m. The last overnight closure ends at 7 a.m. Tuesday, Oct. 7.',
        'NS',
      ],
      [
        "L'urgence de l'Hôpital de Pointe-aux-Cèdres sera fermée de 19 h à 7 h chaque nuit, à compter du jeudi 2 octobre à 19 h, jusqu'au mardi 7 octobre à 7 h.",
        'QC',
      ],
    ] as const) {
      const reading = read(text, province, '2025-10-01T10:00');
      expect(shown(reading), text).toEqual(NIGHTS);
    }
  });

  it('nightly hours until a last morning, with no first evening: from the evening of publication (EN, FR)', () => {
    for (const [text, province] of [
      [
        'The emergency department at Cedar Point Hospital will be closed from 7 p.m. to 7 a.m. each night until 7 a.m. Tuesday, Oct. 7.',
        'NS',
      ],
      [
        "L'urgence de l'Hôpital de Pointe-aux-Cèdres sera fermée de 19 h à 7 h chaque nuit jusqu'au mardi 7 octobre à 7 h.",
        'NB',
      ],
    ] as const) {
      const reading = read(text, province, '2025-10-02T10:00');
      expect(shown(reading), text).toEqual(NIGHTS);
    }
  });

  it('published after the first evening began, or with no last morning: not read as nights from publication', () => {
    const late = read(
      'The emergency department at Cedar Point Hospital will be closed from 7 p.m. to 7 a.m. each night until 7 a.m. Tuesday, Oct. 7.',
      'NS',
      '2025-10-02T21:30',
    );
    expect(shown(late)).not.toContain('2025-10-02T19:00 → 2025-10-03T07:00');
    const open = read(
      'The emergency department at Cedar Point Hospital will be closed nightly from 7 p.m. to 7 a.m. until further notice.',
      'NS',
      '2025-10-02T10:00',
    );
    expect(open.kind).toBe('reduced_hours');
    expect(shown(open)).toEqual([]);
  });

  it('a start said before the pair with no end: a schedule, never a window', () => {
    const reading = read(
      'Beginning Thursday, Oct. 2 at 7 p.m., the emergency department at Cedar Point Hospital will close each night at 7 p.m. and reopen at 7 a.m.',
      'NS',
      '2025-10-01T10:00',
    );
    expect(shown(reading)).toEqual([]);
    expect(reading.kind).toBe('reduced_hours');
  });
});
