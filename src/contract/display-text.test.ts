import { describe, expect, it } from 'vitest';
import { cutBetweenGraphemes, withoutBidiControls } from './display-text';

describe('cutting free text for display', () => {
  it('never splits a surrogate pair, an accented letter or an emoji sequence', () => {
    expect(cutBetweenGraphemes('ab🏥cd', 3)).toBe('ab');
    expect(cutBetweenGraphemes('ab🏥cd', 4)).toBe('ab🏥');
    expect(cutBetweenGraphemes('Fermée', 5)).toBe('Fermée'.slice(0, 5));
    expect(cutBetweenGraphemes('Ferme\u0301e', 6)).toBe('Ferme\u0301');
    expect(cutBetweenGraphemes('Ferme\u0301e', 5)).toBe('Ferm');
    expect(cutBetweenGraphemes('a👩‍⚕️b', 4)).toBe('a');
    expect(cutBetweenGraphemes('short', 10)).toBe('short');
  });

  it('drops the controls that reverse or embed the text after them, and keeps the words', () => {
    expect(withoutBidiControls('Closed \u202etonight\u202c, \u2066see\u2069 \u202a\u202b\u202d.')).toBe(
      'Closed tonight, see .',
    );
    expect(withoutBidiControls('مستشفى \u200fHospital')).toBe('مستشفى \u200fHospital');
  });
});
