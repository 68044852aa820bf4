// What the alert benchmark's mail sink received, checked against the outbox: each subscriber
// should have each recorded change exactly once. A mail's Message-ID names the first and last
// change it holds (`<alert.<subscription>.<first>-<last>@host>`), so a mail that gathered
// several changes counts for each of them.
import Database from 'better-sqlite3';

export interface MailCount {
  mails: number;
  changes: number;
  lost: number;
  duplicates: number;
}

export function countMails(dbFile: string, byRecipient: Record<string, string[]>): MailCount {
  const db = new Database(dbFile, { readonly: true });
  const changes = db.prepare('SELECT seq FROM alert_changes ORDER BY seq').pluck().all() as number[];
  const people = db.prepare('SELECT id, email FROM alert_subscriptions').all() as { id: string; email: string }[];
  db.close();
  let mails = 0;
  let lost = 0;
  let duplicates = 0;
  for (const { id, email } of people) {
    const told = new Map<number, number>();
    for (const messageId of byRecipient[email] ?? []) {
      mails += 1;
      const [, owner, first, last] = /^<alert\.([^.]+)\.(\d+)-(\d+)@/.exec(messageId) ?? [];
      if (owner !== id) continue;
      for (const seq of changes) {
        if (seq >= Number(first) && seq <= Number(last)) told.set(seq, (told.get(seq) ?? 0) + 1);
      }
    }
    for (const seq of changes) {
      const times = told.get(seq) ?? 0;
      if (times === 0) lost += 1;
      if (times > 1) duplicates += times - 1;
    }
  }
  return { mails, changes: changes.length, lost, duplicates };
}
