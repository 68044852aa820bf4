// For alert tests: a real SMTP server in the test's process (the smtp-server package) that
// keeps every message it accepts, read back as a person's mail client shows it: headers
// (encoded words decoded), the plain text part and the HTML part. It can be stopped and started
// again on the same port (a mail server down, then back), or made to refuse recipients.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { splitMessage } from '../alerts/bounce/dsn';

export interface ReceivedMail {
  to: string[];
  /** The envelope sender (MAIL FROM, the Return-Path), when the sink took it. */
  from?: string;
  /** Header names in lower case; values unfolded and decoded. */
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string | null;
  raw: string;
}

const decodeQp = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words, adjacent ones joined. */
export const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?(.*?)\?=/gi, (_, kind: string, body: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(body, 'base64').toString('utf8') : decodeQp(body.replace(/_/g, ' ')),
    );

const split = (raw: string) => splitMessage(raw, decodeWords);

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQp(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

export function parseMail(raw: string, to: string[]): ReceivedMail {
  const { headers, body } = split(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  let text = '';
  let html: string | null = null;
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = split(chunk.replace(/^\r?\n/, ''));
      const partType = part.headers.get('content-type') ?? '';
      const decoded = decodeBody(part.headers, part.body).replace(/\r?\n$/, '');
      if (partType.startsWith('text/plain')) text = decoded;
      if (partType.startsWith('text/html')) html = decoded;
    }
  } else {
    text = decodeBody(headers, body);
  }
  return { to, headers, subject: headers.get('subject') ?? '', text: text.replace(/\r\n/g, '\n'), html, raw };
}

export interface SmtpSink {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Refuses every recipient with this reply code (null: accepts again). */
  refuse(code: number | null): void;
  /** Takes `ms` to accept each message (a slow mail server, so that a test can stop a sender midway). */
  slow(ms: number): void;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Waits until `n` messages arrived in all (at most `ms`). */
  waitFor(n: number, ms?: number): Promise<ReceivedMail[]>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  let refusing: number | null = null;
  let delayMs = 0;
  let port = 0;
  let server: SMTPServer;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onRcptTo(address, _session, callback) {
          if (refusing === null) return callback();
          const error = Object.assign(new Error(`refused ${address.address}`), { responseCode: refusing });
          callback(error);
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const to = session.envelope.rcptTo.map((r) => r.address);
            setTimeout(() => {
              const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined;
              mails.push({ ...parseMail(Buffer.concat(chunks).toString('utf8'), to), from });
              callback();
            }, delayMs);
          });
        },
      });
      server.on('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    mails,
    refuse(code) {
      refusing = code;
    },
    slow(ms) {
      delayMs = ms;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start: listen,
    async waitFor(n, ms = 5000) {
      const until = Date.now() + ms;
      while (mails.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      return mails;
    },
  };
}
