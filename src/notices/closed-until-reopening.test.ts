// A closure stays until the reopening the notice states, and a closure said twice is one
// (issue #26: "re-opens as normally scheduled at 7 a.m. on Monday" after a daytime closure;
// closures already in effect when published). Invented sentences, English and French.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('a later reopening ends the daytime closure before it', () => {
  it('"closed Saturday from 8 a.m. to 4 p.m. … re-open as normally scheduled at 7 a.m. on Sunday"', () => {
    const reading = read(
      'The emergency department at Lillooet Hospital will be closed Saturday, March 9 from 8 a.m. to 4 p.m. It will re-open as normally scheduled at 7 a.m. on Sunday.',
      'BC',
      '2024-03-06T10:00',
    );
    expect(shown(reading)).toEqual(['2024-03-09T08:00 → 2024-03-10T07:00']);
  });

  it('« fermée le samedi 9 mars de 8 h à 16 h. Elle rouvrira selon l’horaire habituel le lundi 11 mars à 7 h »', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Lamèque sera fermée le samedi 9 mars de 8 h à 16 h. Elle rouvrira selon l'horaire habituel le lundi 11 mars à 7 h.",
      'NB',
      '2024-03-06T10:00',
    );
    expect(shown(reading)).toEqual(['2024-03-09T08:00 → 2024-03-11T07:00']);
  });

  it('a reopening that another closure stands before ends that one, not the daytime one', () => {
    const reading = read(
      'The emergency department at Lillooet Hospital will be closed Saturday, March 9 from 8 a.m. to 4 p.m. It will also close at 8 p.m. on Sunday, March 10. It will reopen at 7 a.m. on Monday.',
      'BC',
      '2024-03-06T10:00',
    );
    expect(shown(reading)).toEqual(['2024-03-09T08:00 → 2024-03-09T16:00', '2024-03-10T20:00 → 2024-03-11T07:00']);
  });
});

describe('a closure in effect when published has no stated start', () => {
  it('"closed for the remainder of March 6, beginning immediately … re-open at 7 a.m. on March 7"', () => {
    const reading = read(
      'The Lillooet Hospital emergency department will be closed for the remainder of March 6, beginning immediately. It is expected to re-open as normally scheduled at 7 a.m. on March 7.',
      'BC',
      '2024-03-06T10:00',
    );
    expect(shown(reading)).toEqual(['… → 2024-03-07T07:00']);
  });

  it('« fermée pour le reste de la journée, dès maintenant » until the reopening; alone, until midnight', () => {
    const reopening = read(
      "L'urgence de l'Hôpital de Lamèque est fermée aujourd'hui pour le reste de la journée, dès maintenant. Elle rouvrira demain à 8 h.",
      'NB',
      '2024-03-06T10:00',
    );
    expect(shown(reopening)).toEqual(['… → 2024-03-07T08:00']);
    const alone = read(
      'The Lillooet Hospital emergency department is closed for the remainder of today, March 6.',
      'BC',
      '2024-03-06T10:00',
    );
    expect(shown(alone)).toEqual(['… → 2024-03-07T00:00']);
  });

  it('"closed today (Wednesday) until 1 p.m." and « fermée aujourd’hui jusqu’à 13 h »; "from today until" keeps its start', () => {
    expect(
      shown(
        read(
          'The ER at the North Cumberland CEC in Pugwash is closed today (Wednesday) until 1 p.m.',
          'NS',
          '2024-03-06T08:00',
        ),
      ),
    ).toEqual(['… → 2024-03-06T13:00']);
    expect(
      shown(read("L'urgence de l'Hôpital de Lamèque est fermée aujourd'hui jusqu'à 13 h.", 'NB', '2024-03-06T08:00')),
    ).toEqual(['… → 2024-03-06T13:00']);
    expect(
      shown(
        read(
          'The ER at the North Cumberland CEC in Pugwash will be closed from today until 1 p.m.',
          'NS',
          '2024-03-06T08:00',
        ),
      ),
    ).toEqual(['2024-03-06T00:00 → 2024-03-06T13:00']);
  });
});

describe('one closure said twice, once without an end, is one window', () => {
  it('a repeated opening line after the reopening adds no open-ended closure', () => {
    const reading = read(
      'The emergency centre at Souris Hospital will be closed March 18 at 8 p.m. due to a lack of staff. It will reopen March 19 at 8 a.m. The emergency centre at Souris Hospital will be closed March 18 at 8 p.m. due to a lack of staff.',
      'PE',
      '2024-03-18T09:00',
    );
    expect(shown(reading)).toEqual(['2024-03-18T20:00 → 2024-03-19T08:00']);
  });

  it('« prolongée jusqu’au mercredi 10 avril à 8 h » then the full period: one window', () => {
    const reading = read(
      "L'interruption de service à l'urgence de l'Hôpital de Lamèque, qui devait prendre fin le 3 avril à 8 h, est prolongée jusqu'au mercredi 10 avril à 8 h. Interruption : du vendredi 29 mars à 20 h jusqu'au mercredi 10 avril à 8 h.",
      'NB',
      '2024-04-03T09:00',
    );
    expect(shown(reading)).toEqual(['2024-03-29T20:00 → 2024-04-10T08:00']);
  });
});
