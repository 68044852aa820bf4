// Test helpers: read a notice published at a local moment in its province, and show its windows
// as the ER's wall clock ("2024-07-16T00:00 → 2024-07-17T00:00").
import { PROVINCES, type ProvinceCode } from '../contract/provinces';
import { dayNumber, epochSeconds } from './calendar';
import { interpretNotice } from './interpret';
import type { NoticeReading } from './types';

/** Milliseconds since the epoch of `YYYY-MM-DDTHH:MM` on the province's wall clock. */
export function localMoment(province: ProvinceCode, local: string): number {
  const [date = '', time = '12:00'] = local.split('T');
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  return epochSeconds(PROVINCES[province].timeZone, dayNumber(y, m, d), hh * 60 + mm) * 1000;
}

export function read(text: string, province: ProvinceCode, published: string, title?: string): NoticeReading {
  return interpretNotice({ text, title: title ?? null, province, publishedAt: localMoment(province, published) });
}

export const shown = (reading: NoticeReading): string[] =>
  reading.windows.map((w) => `${w.startLocal ?? '…'} → ${w.endLocal ?? '…'}`);
