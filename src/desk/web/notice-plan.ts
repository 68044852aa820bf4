// What publishing a notice's reading does: a reopening publishes open; a window in effect now
// publishes its status with its end as the expected reopening; a later window is scheduled.
import { cutBetweenGraphemes, withoutBidiControls } from '../../contract/display-text';
import type { NoticeReading } from '../../notices';
import type { DeskStatements, StatementOutcome } from '../contract';

/** The longest message the desk publishes; a longer notice is cut at a word (or between graphemes). */
export const MESSAGE_MAX = 500;

export function clip(message: string): string {
  const text = withoutBidiControls(message);
  if (text.length <= MESSAGE_MAX) return text;
  const cut = cutBetweenGraphemes(text, MESSAGE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > MESSAGE_MAX / 2 ? cut.slice(0, space) : cut}…`;
}

export type PlanStep =
  | { do: 'publish'; status: 'open' | 'closed' | 'disruption'; expectedReopen: number | null }
  | { do: 'schedule'; status: 'closed' | 'disruption'; start: number; end: number | null };

export function noticePlan(reading: NoticeReading, now: number): PlanStep[] {
  if (reading.kind === 'open') return [{ do: 'publish', status: 'open', expectedReopen: null }];
  if (reading.kind === 'other') return [];
  const status = reading.kind === 'disruption' || reading.unreadable ? 'disruption' : 'closed';
  if (reading.unreadable || reading.windows.length === 0) {
    return reading.unreadable ? [{ do: 'publish', status, expectedReopen: null }] : [];
  }
  const steps: PlanStep[] = [];
  for (const window of reading.windows) {
    if (window.end !== null && window.end <= now) continue;
    if (window.start === null || window.start <= now) {
      steps.push({ do: 'publish', status, expectedReopen: window.end });
    } else {
      steps.push({ do: 'schedule', status, start: window.start, end: window.end });
    }
  }
  return steps;
}

/** Applies the plan through the desk's statements; call inside store.write. */
export function applyPlan(
  statements: DeskStatements,
  hospitalId: string,
  reading: NoticeReading,
  steps: PlanStep[],
  now: number,
  by: string,
): StatementOutcome[] {
  const words = clip(reading.message);
  const messages = reading.lang === 'fr' ? { en: null, fr: words } : { en: words, fr: null };
  return steps.map((step) =>
    step.do === 'publish'
      ? statements.publish(
          {
            hospitalId,
            status: step.status,
            messageEn: messages.en,
            messageFr: messages.fr,
            expectedReopen: step.status === 'open' ? null : step.expectedReopen,
          },
          now,
          by,
        )
      : statements.schedule(hospitalId, { start: step.start, end: step.end, status: step.status }, messages, now, by),
  );
}
