// A reopening announcement is not a new closure: the closure it recalls ("after being closed
// from …", « était fermée … depuis ») gives no window, and reduced hours after it are a standing
// schedule (issue #26). Invented sentences, English and French.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('a closure the notice only recalls', () => {
  it('"has reopened after being closed from March 1 to March 3" is open, with no window', () => {
    const reading = read(
      'The emergency department at Western Hospital has reopened after being closed from March 1 to March 3.',
      'PE',
      '2024-03-06T10:00',
    );
    expect(reading.kind).toBe('open');
    expect(reading.windows).toEqual([]);
  });

  it('« a rouvert après avoir été fermée du 1er au 3 mars » likewise', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Caraquet a rouvert après avoir été fermée du 1er au 3 mars.",
      'NB',
      '2024-03-06T10:00',
    );
    expect(reading.kind).toBe('open');
    expect(reading.windows).toEqual([]);
  });

  it('"closed since Friday … will reopen Monday at 8 a.m." is in effect until Monday, not from next Friday', () => {
    const reading = read(
      'The emergency department at Western Hospital has been closed since Friday and will reopen Monday, March 11 at 8 a.m.',
      'PE',
      '2024-03-06T10:00',
    );
    expect(reading.kind).toBe('closed');
    expect(shown(reading)).toEqual(['… → 2024-03-11T08:00']);
  });
});

describe('a reopening with reduced hours after it', () => {
  it('"has reopened … now open from 8 a.m. to 8 p.m. daily" is reduced hours, a schedule, no closure', () => {
    const reading = read(
      'The emergency department at Western Hospital has reopened after being closed from March 1 to March 3. It is now open from 8 a.m. to 8 p.m. daily.',
      'PE',
      '2024-03-06T10:00',
    );
    expect(reading.kind).toBe('reduced_hours');
    expect(reading.windows).toEqual([]);
    expect(reading.recurring).toContain('8 a.m. to 8 p.m. daily');
  });

  it('« rouvrira ses portes les samedis de 8 h à 13 h … était fermée les fins de semaine depuis juillet » is open again', () => {
    const reading = read(
      "À compter du 9 mars, l'urgence de l'Hôpital de Caraquet rouvrira ses portes les samedis de 8 h à 13 h. L'urgence était fermée les fins de semaine depuis juillet.",
      'NB',
      '2024-03-06T10:00',
    );
    expect(reading.kind).toBe('open');
    expect(reading.windows).toEqual([]);
  });

  it('"is reopening on Saturdays … has been closed on weekends since July" is open again', () => {
    const reading = read(
      'Starting March 9, the emergency department at Kings County Memorial Hospital is reopening on Saturdays from 8 a.m. to 1 p.m. The emergency department has been closed on weekends since July.',
      'PE',
      '2024-03-06T10:00',
    );
    expect(reading.kind).toBe('open');
  });

  it('a closure with its reopening is still a closure', () => {
    const reading = read(
      'The emergency department at Western Hospital will be closed on Saturday, March 9. It will reopen on Sunday at 8 a.m.',
      'PE',
      '2024-03-06T10:00',
    );
    expect(reading.kind).toBe('closed');
    expect(shown(reading)).toEqual(['2024-03-09T00:00 → 2024-03-10T08:00']);
  });
});
