// The boxes for what a person may ask beyond the changes everyone is told of: a reminder before
// a closure announced for later, and routine overnight hours each night. Both unticked by default.
import type { AlertStrings } from '../strings';

/** What a person may ask for beyond the changes everyone is told of (both unticked by default). */
export function ExtraChoices({
  t,
  remind,
  routine,
}: {
  t: AlertStrings;
  remind?: { minutes: number; checked: boolean };
  routine?: boolean;
}) {
  return (
    <>
      {remind && (
        <label>
          <input type="checkbox" name="remind" value="1" checked={remind.checked} /> {t.remind(remind.minutes)}
        </label>
      )}
      <label>
        <input type="checkbox" name="routine" value="1" checked={routine === true} /> {t.routine}
      </label>
    </>
  );
}
