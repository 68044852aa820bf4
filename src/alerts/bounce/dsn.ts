// A delivery status notification (RFC 3464) as a mail system sends it back to our Return-Path:
// whom it was sent to (the VERP address carrying the subscription's token, in the headers the
// delivering system adds) and what each recipient's delivery came to. Only what deciding needs.

export interface DeliveryReport {
  /** The addresses the report was delivered to, as its headers name them (lower case). */
  recipients: string[];
  /** Per recipient of the original message: `failed`, `delayed`, `delivered`, … and an RFC 3463 status. */
  outcomes: { action: string; status: string }[];
}

export interface Part {
  headers: Map<string, string>;
  body: string;
}

/**
 * A mail message's headers (unfolded, names in lower case; the first of a name kept, its value
 * passed through `value`) and its body. Also how the tests' mail sink reads what it receives.
 */
export function splitMessage(raw: string, value: (text: string) => string = (text) => text): Part {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    if (colon > 0 && !headers.has(name)) headers.set(name, value(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

/** The parts of a multipart body, nested multiparts opened. */
function parts(part: Part): Part[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers.get('content-type') ?? '')?.[1];
  if (!boundary) return [part];
  const inner = part.body.split(`--${boundary}`).slice(1);
  const end = inner.findIndex((chunk) => chunk.startsWith('--'));
  return (end < 0 ? inner : inner.slice(0, end)).flatMap((chunk) => parts(splitMessage(chunk.replace(/^\r?\n/, ''))));
}

const ENVELOPE_HEADERS = ['delivered-to', 'x-original-to', 'envelope-to', 'to'];

/** The report in a message, or null when the message holds no `message/delivery-status` part. */
export function readDeliveryReport(raw: string): DeliveryReport | null {
  const message = splitMessage(raw);
  const status = parts(message).find((part) =>
    /^message\/delivery-status\b/i.test(part.headers.get('content-type') ?? ''),
  );
  if (!status) return null;
  // The per-message fields come first, then one group of fields per recipient.
  const groups = status.body.split(/\r?\n[ \t]*\r?\n/).map((group) => splitMessage(`${group.trim()}\n\n`).headers);
  const outcomes = groups
    .filter((fields) => fields.has('action'))
    .map((fields) => ({
      action: (fields.get('action') ?? '').toLowerCase(),
      status: /\d\.\d{1,3}\.\d{1,3}/.exec(fields.get('status') ?? '')?.[0] ?? '',
    }));
  const recipients = ENVELOPE_HEADERS.flatMap((name) => message.headers.get(name) ?? [])
    .flatMap((value) => value.match(/[^\s<>,;"]+@[^\s<>,;"]+/g) ?? [])
    .map((address) => address.toLowerCase());
  return { recipients, outcomes };
}

/** A permanent failure: the mail system gave up on the address (RFC 3464 `failed`, RFC 3463 class 5). */
export const permanentFailure = (report: DeliveryReport) =>
  report.outcomes.some((outcome) => outcome.action === 'failed' && outcome.status.startsWith('5.'));
