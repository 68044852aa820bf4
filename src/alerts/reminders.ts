// Due reminders go to each channel's outbox, for those who asked, while their closure is still
// announced and not started (with its window as it now stands); a cancelled or started one is
// dropped. Either sender (email, web push) may move them: the store's claim lets one do it once.
import type { Store } from '../store/store';
import type { AlertChange } from './recorder';

export function moveDueReminders(store: Store, at: number): void {
  const { alerts, schedules } = store;
  for (const reminder of alerts.dueReminders(at)) {
    const window = schedules.ofHospital(reminder.hospital_id).find((w) => w.start_at === reminder.start_at);
    const body =
      window && reminder.start_at * 1000 > at
        ? JSON.stringify({ ...(JSON.parse(reminder.body) as AlertChange), expected_reopen: window.end_at })
        : null;
    alerts.fireReminder(reminder, body, at);
  }
}

/** When the next reminder is due (ms), or, when none waits, `nextDue`. */
export const withNextReminder = (store: Store, nextDue: number | null): number | null => {
  const reminder = store.alerts.nextReminder();
  return reminder === null ? nextDue : nextDue === null ? reminder : Math.min(reminder, nextDue);
};
