// 24-hour ranges and weekly schedules are read as the days they name, never as one closure
// (issue #26: "2100-0900 daily", standing weekly schedules). Invented sentences, English and French.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('ranges on the 24-hour clock ("2100-0900")', () => {
  it('"closed 2100-0900 daily from March 8 to March 10" is three nights', () => {
    const reading = read(
      'The emergency department at Souris Hospital will be closed 2100-0900 daily from March 8 to March 10.',
      'PE',
      '2024-03-06T10:00',
    );
    expect(shown(reading)).toEqual([
      '2024-03-08T21:00 → 2024-03-09T09:00',
      '2024-03-09T21:00 → 2024-03-10T09:00',
      '2024-03-10T21:00 → 2024-03-11T09:00',
    ]);
  });

  it('"closed 2100-0900 daily until further notice" is a standing schedule of reduced hours, not a closure', () => {
    const reading = read(
      'Souris Hospital emergency department will be closed 2100-0900 daily until further notice.',
      'PE',
      '2024-03-06T10:00',
    );
    expect(reading.kind).toBe('reduced_hours');
    expect(reading.windows).toEqual([]);
    expect(reading.recurring).toContain('2100-0900 daily');
    expect(reading.unreadable).toBe(false);
  });

  it('a span of years ("2023-2024") is not read as clock times', () => {
    const reading = read(
      'Under the 2023-2024 staffing plan, the emergency department at Souris Hospital will be closed on March 9.',
      'PE',
      '2024-03-06T10:00',
    );
    expect(shown(reading)).toEqual(['2024-03-09T00:00 → 2024-03-10T00:00']);
  });
});

describe('weekdays over a bounded period are those days of the period', () => {
  const tuesdaysAndThursdays = (from: string, to: string) => [
    `2024-03-05T${from} → 2024-03-0${to === '08:00' ? 6 : 5}T${to}`,
    `2024-03-07T${from} → 2024-03-0${to === '08:00' ? 8 : 7}T${to}`,
    `2024-03-12T${from} → 2024-03-1${to === '08:00' ? 3 : 2}T${to}`,
    `2024-03-14T${from} → 2024-03-1${to === '08:00' ? 5 : 4}T${to}`,
  ];

  it('"From March 4 to March 17 … closed on Tuesday and Thursday starting at 8 a.m. for 24 hours"', () => {
    const reading = read(
      'From March 4 to March 17, emergency services at Bonne Bay Health Centre will be closed on Tuesday and Thursday starting at 8 a.m. for 24 hours. Emergency services will remain open on Monday, Wednesday, Friday, Saturday and Sunday starting at 8 a.m. for 24 hours.',
      'NL',
      '2024-03-01T10:00',
    );
    expect(reading.kind).toBe('closed');
    expect(shown(reading)).toEqual(tuesdaysAndThursdays('08:00', '08:00'));
  });

  it('"closed Tuesdays and Thursdays from 8 a.m. to 8 p.m. between March 4 and March 17"', () => {
    const reading = read(
      'Emergency services at Bonne Bay Health Centre will be closed Tuesdays and Thursdays from 8 a.m. to 8 p.m. between March 4 and March 17.',
      'NL',
      '2024-03-01T10:00',
    );
    expect(shown(reading)).toEqual(tuesdaysAndThursdays('08:00', '20:00'));
  });

  it('« Du 4 au 17 mars, l’urgence sera fermée les mardis et jeudis de 8 h à 20 h »', () => {
    const reading = read(
      "Du 4 au 17 mars, l'urgence de l'Hôpital de Tracadie sera fermée les mardis et jeudis de 8 h à 20 h.",
      'NB',
      '2024-03-01T10:00',
    );
    expect(shown(reading)).toEqual(tuesdaysAndThursdays('08:00', '20:00'));
  });

  it('« pendant 24 heures » is a span of a day', () => {
    const reading = read(
      "Du 4 au 17 mars, l'urgence de l'Hôpital de Tracadie sera fermée le mardi et le jeudi à compter de 8 h pendant 24 heures.",
      'NB',
      '2024-03-01T10:00',
    );
    expect(shown(reading)).toEqual(tuesdaysAndThursdays('08:00', '08:00'));
  });

  it('weekdays with no period stay a recurring schedule', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Tracadie sera fermée les mardis et jeudis de 8 h à 20 h jusqu'à nouvel ordre.",
      'NB',
      '2024-03-01T10:00',
    );
    expect(reading.windows).toEqual([]);
    expect(reading.recurring).not.toBeNull();
  });
});
