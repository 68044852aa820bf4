// SCAFFOLD so that adapters can be written against the interface; the interpreter replaces it.
import { PROVINCES } from '../contract/provinces';
import type { NoticeInput, NoticeReading } from './types';

export function interpretNotice(input: NoticeInput): NoticeReading {
  const message = [input.title, input.text].filter(Boolean).join(' — ');
  return {
    facility: null,
    isEr: true,
    kind: 'disruption',
    windows: [],
    recurring: null,
    zone: input.zone ?? PROVINCES[input.province].timeZone,
    lang: input.lang ?? 'en',
    unreadable: true,
    notUnderstood: [],
    message,
  };
}
