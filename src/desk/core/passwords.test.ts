// Passwords: argon2id at OWASP's cost, the rules for a new one, and a refusal for a wrong one.
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordMatches, passwordProblem } from './passwords';

describe('desk passwords', () => {
  it('hashes with argon2id, 19 MiB and two passes, a salt of its own each time', async () => {
    const one = await hashPassword('correct horse battery staple');
    const two = await hashPassword('correct horse battery staple');
    expect(one).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(one).not.toBe(two);
    expect(await passwordMatches(one, 'correct horse battery staple')).toBe(true);
    expect(await passwordMatches(one, 'correct horse battery stapl')).toBe(false);
    expect(await passwordMatches(null, 'correct horse battery staple')).toBe(false);
    expect(await passwordMatches('not a hash', 'correct horse battery staple')).toBe(false);
  });

  it('asks for 12 characters at least, and not the email address', () => {
    expect(passwordProblem('eleven char', 'a@b.ca')).toMatchObject({ code: 'weak_password' });
    expect(passwordProblem('twelve chars', 'a@b.ca')).toBeNull();
    expect(passwordProblem('Nurse@NS.ca.', 'nurse@ns.ca.')).toMatchObject({
      message: 'A password cannot be the email address.',
    });
    expect(passwordProblem('x'.repeat(1025), 'a@b.ca')).toMatchObject({ code: 'weak_password' });
  });
});
