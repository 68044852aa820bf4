// A person at the status desk as the e2e specs need one: created by the operator's CLI
// (`npm run desk -- users create`), enrolled from the link it prints with a password and an
// authenticator code, signed in. And a moment as a desk form's datetime-local field takes it.
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { npmRun } from '../scripts/lib/processes';

export interface DeskPerson {
  email: string;
  password: string;
  role: 'editor' | 'admin';
  organisation: string;
  /** A province code, or `all`. */
  scope: string;
}

/** Creates and enrols the person on `page`; returns the authenticator, for a later sign-in. */
export async function enrolAtDesk(
  page: Page,
  person: DeskPerson,
  server: { db: string; origin: string },
): Promise<TOTP> {
  const { email, role, organisation, scope } = person;
  const args = ['users', 'create', '--email', email, '--role', role, '--organisation', organisation, '--scope', scope];
  const output = await npmRun(['desk', '--', ...args], { ER_DB: server.db, ER_PUBLIC_URL: server.origin });
  const link = output.match(/https?:\/\/\S+\/desk\/enrol\/\S+/)?.[0];
  if (!link) throw new Error(`no enrolment link in: ${output}`);
  await page.goto(link);
  await page.getByRole('button', { name: 'Use a password and an authenticator app' }).click();
  const secret = (await page.locator('code.secret').innerText()).replace(/\s+/g, '');
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  await page.getByLabel('New password').fill(person.password);
  await page.getByLabel('Code from your authenticator app').fill(totp.generate());
  await page.getByRole('button', { name: 'Finish setting up' }).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  return totp;
}

/** `YYYY-MM-DDTHH:MM` on the clock of `zone`: a datetime-local field's value for an ER there. */
export function wallClockInput(ms: number, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(ms);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}
