// A desk user as the routes see it: the store's row without its secrets.
import type { DeskUserRow } from '../../store/desk';
import type { DeskUser } from '../contract';
import { scopeFromText } from './scope';

export const normalEmail = (email: string): string => email.trim().toLowerCase();

const EMAIL = /^[^\s@]+@[^\s@]+$/;
export const isEmail = (email: string): boolean => email.length <= 254 && EMAIL.test(email);

const SHOWN_MAX = 100;

/**
 * What a log line or the audit log may say of a typed email: the address when it is shaped like
 * one, else nothing — people type their password into the email field — and at most 100
 * characters of it (no one's address is longer; a flood's may be).
 */
export const shownEmail = (email: string | null): string | null => {
  if (email === null || !isEmail(email)) return null;
  return email.length > SHOWN_MAX ? `${email.slice(0, SHOWN_MAX - 1)}…` : email;
};

export function deskUser(row: DeskUserRow): DeskUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    organisation: row.organisation,
    scope: scopeFromText(row.scope),
    created_at: row.created_at,
    revoked_at: row.revoked_at,
    has_passkey: Number(row.passkeys) > 0,
    has_password: row.password_hash !== null,
  };
}
