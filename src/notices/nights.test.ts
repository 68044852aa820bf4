// One convention for periods of nights (see README, nightlyPeriod): "from X to Y" / "du X au Y"
// names the days the nights start; "until (the morning of) Y", an end time, or "between" bound
// the whole closure. Held-out sentences with invented ones of the same families.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

const nights = (text: string, province: 'NB' | 'NS' | 'QC' | 'ON' = 'NB', published = '2024-02-29T09:00') =>
  shown(read(text, province, published));

describe('"from X to Y" names the nights that start on X … Y', () => {
  const three = [
    '2024-03-03T19:00 → 2024-03-04T07:00',
    '2024-03-04T19:00 → 2024-03-05T07:00',
    '2024-03-05T19:00 → 2024-03-06T07:00',
  ];

  it('"du 3 au 5 mars, de 19 h à 7 h" (held-out HO-18), as the corpus reads "du 16 au 22 août"', () => {
    expect(nights("L'urgence de l'Hôpital de Tracadie sera fermée du 3 au 5 mars, de 19 h à 7 h.")).toEqual(three);
  });

  it('in English, hours first or days first', () => {
    expect(
      nights(
        'Digby General Hospital emergency department will be closed from 7 p.m. to 7 a.m. from March 3 to March 5.',
        'NS',
      ),
    ).toEqual(three);
    expect(nights("L'urgence de l'Hôpital de Caraquet sera fermée de 19 h à 7 h, du 3 mars au 5 mars.")).toEqual(three);
  });
});

describe('"until the morning of Y", an end time, or "between" bound the closure', () => {
  it('"until the morning of Friday" ends on that morning', () => {
    expect(
      nights(
        'Digby General Hospital emergency department will be closed from 7 p.m. to 7 a.m. beginning Sunday, March 3 until the morning of Tuesday, March 5.',
        'NS',
      ),
    ).toEqual(['2024-03-03T19:00 → 2024-03-04T07:00', '2024-03-04T19:00 → 2024-03-05T07:00']);
  });

  it('"between March 3 and March 5" and "du 3 mars au 5 mars à 7 h"', () => {
    const two = ['2024-03-03T19:00 → 2024-03-04T07:00', '2024-03-04T19:00 → 2024-03-05T07:00'];
    expect(
      nights(
        'Digby General Hospital emergency department will be closed from 7 p.m. to 7 a.m. between March 3 and March 5.',
        'NS',
      ),
    ).toEqual(two);
    expect(nights("L'urgence de l'Hôpital de Caraquet sera fermée de 19 h à 7 h, du 3 mars au 5 mars à 7 h.")).toEqual(
      two,
    );
    expect(
      nights(
        'Stella-Maris-de-Kent Hospital: from Sunday, March 3 to Monday, March 4, between 7 p.m. and 7 a.m.; from Monday, March 4 to Tuesday, March 5, between 7 p.m. and 7 a.m.',
      ),
    ).toEqual(two);
  });
});

describe('hours over a list of dates introduced by "the following dates:" (held-out HO-52)', () => {
  it('gives those hours on each date, in English and French', () => {
    const list = [
      '2026-07-04T17:00 → 2026-07-05T08:00',
      '2026-07-11T17:00 → 2026-07-12T08:00',
      '2026-07-18T17:00 → 2026-07-19T08:00',
    ];
    expect(
      nights(
        "St. Marys Memorial Hospital's emergency department will be closed from 5 p.m. to 8 a.m. on the following dates: July 4, July 11 and July 18.",
        'ON',
        '2026-06-30T09:00',
      ),
    ).toEqual(list);
    expect(
      nights(
        'Glengarry Memorial Hospital ER will be closed the following nights: July 4, July 11 and July 18, from 5 p.m. to 8 a.m.',
        'ON',
        '2026-06-30T09:00',
      ),
    ).toEqual(list);
    expect(
      nights(
        "L'urgence de l'Hôpital de Grand-Sault sera fermée de 17 h à 8 h aux dates suivantes : 4 juillet, 11 juillet et 18 juillet.",
        'NB',
        '2026-06-30T09:00',
      ),
    ).toEqual(list);
  });
});
