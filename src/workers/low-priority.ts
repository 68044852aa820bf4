// Background threads (webhook delivery, feed reading) give way to API answers: on Linux the
// calling thread's nice value is raised, so under load the scheduler serves the main thread
// first and these threads use what CPU is left. Elsewhere, or when refused, nothing changes.
import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';

export function lowerThisThreadsPriority(): boolean {
  try {
    // /proc/thread-self links to /proc/<pid>/task/<tid>: setpriority(2) on a tid is per thread.
    const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    if (!Number.isInteger(tid)) return false;
    setPriority(tid, constants.priority.PRIORITY_LOW);
    return true;
  } catch {
    return false;
  }
}
