// Email over SMTP with nodemailer, configured by ER_SMTP_URL (smtp:// or smtps://, credentials
// in the URL) and ER_MAIL_FROM. A failure says whether it is permanent (the server refused the
// address, 5xx): the address is then paused; anything else is tried again later.
import nodemailer from 'nodemailer';

export interface MailSettings {
  /** Never logged nor shown: it may carry the SMTP password. */
  smtpUrl: string;
  from: string;
  /** ER_BOUNCE_ADDRESS: alerts' Return-Path is this address with `+<token>` (VERP); null: ER_MAIL_FROM's. */
  bounceAddress?: string | null;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  messageId?: string;
  headers?: Record<string, string>;
  /** The envelope sender (Return-Path), where bounces go; ER_MAIL_FROM's address when not given. */
  envelopeFrom?: string;
}

export class MailError extends Error {
  override name = 'MailError';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** After a pass of sends: lets go of the connections kept for it. */
  rest?(): void;
  close(): void;
}

/** ER_SMTP_URL and ER_MAIL_FROM, both or neither; the message names the variable at fault, never its value's secret. */
export function readMailSettings(env: Record<string, string | undefined>): MailSettings | null {
  const smtpUrl = env.ER_SMTP_URL?.trim() ?? '';
  const from = env.ER_MAIL_FROM?.trim() ?? '';
  if (!smtpUrl && !from) return null;
  if (!smtpUrl || !from) throw new Error('ER_SMTP_URL and ER_MAIL_FROM must be set together to send alert emails.');
  if (!URL.canParse(smtpUrl) || !/^smtps?:$/.test(new URL(smtpUrl).protocol)) {
    throw new Error('ER_SMTP_URL must be an smtp:// or smtps:// URL (credentials, if any, in the URL).');
  }
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(from.replace(/^.*<(.+)>\s*$/, '$1'))) {
    throw new Error(`ER_MAIL_FROM must be an email address, such as alerts@example.ca; got ${JSON.stringify(from)}.`);
  }
  const bounceAddress = env.ER_BOUNCE_ADDRESS?.trim() || null;
  if (bounceAddress && !/^[^\s@<>+]{1,12}@[^\s@<>]+$/.test(bounceAddress)) {
    throw new Error(
      `ER_BOUNCE_ADDRESS must be a plain address without "+" and a local part of at most 12 characters (the token makes it up to 64), such as bounces@example.ca; got ${JSON.stringify(bounceAddress)}.`,
    );
  }
  return { smtpUrl, from, bounceAddress };
}

/** Why a send failed, without the address or the server's credentials. */
function mailError(error: unknown): MailError {
  const failure = error as { responseCode?: number; code?: string; message?: string };
  const code = failure.responseCode;
  const permanent = typeof code === 'number' && code >= 500 && code < 600;
  return new MailError(code ? `SMTP ${code}` : (failure.code ?? 'SMTP error'), permanent);
}

/**
 * Connections are kept open for a pass of sends (a pool of `connections`) and closed after it:
 * a new connection per message costs more than the message (a server's greeting delay; 100 ms
 * for smtp-server), and a connection kept idle between passes would hold a mail server that
 * wants to stop.
 */
export function smtpMailer(settings: MailSettings, connections = 4): Mailer {
  let transport: ReturnType<typeof nodemailer.createTransport> | null = null;
  const rest = () => {
    transport?.close();
    transport = null;
  };
  return {
    async send(mail) {
      transport ??= nodemailer.createTransport({ url: settings.smtpUrl, pool: true, maxConnections: connections });
      try {
        const { envelopeFrom, ...message } = mail;
        const envelope = envelopeFrom ? { envelope: { from: envelopeFrom, to: mail.to } } : {};
        await transport.sendMail({ from: settings.from, ...message, ...envelope });
      } catch (error) {
        throw mailError(error);
      }
    },
    rest,
    close: rest,
  };
}
