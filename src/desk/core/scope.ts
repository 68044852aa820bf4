// Who may see which ERs: `all`, or a set of provinces and ER ids. Kept in the store as `all` or
// a comma list (`NS,bc_fortnelson`).
import { PROVINCE_CODES, type ProvinceCode } from '../../contract/provinces';
import type { DeskScope, DeskUser } from '../contract';

const isProvince = (item: string): item is ProvinceCode => (PROVINCE_CODES as readonly string[]).includes(item);

export function canSee(user: DeskUser, hospital: { id: string; province: ProvinceCode }): boolean {
  const { scope } = user;
  return scope.all || scope.provinces.includes(hospital.province) || scope.hospitals.includes(hospital.id);
}

export function scopeText(scope: DeskScope): string {
  return scope.all ? 'all' : [...scope.provinces, ...scope.hospitals].join(',');
}

/** The scope as the store keeps it (written by `parseScope`, so every item is known to be valid). */
export function scopeFromText(text: string): DeskScope {
  if (text === 'all') return { all: true };
  const items = text.split(',').filter(Boolean);
  return { all: false, provinces: items.filter(isProvince), hospitals: items.filter((item) => !isProvince(item)) };
}

export type ScopeResult = { ok: true; scope: DeskScope } | { ok: false; code: 'bad_scope'; message: string };

/**
 * Reads `--scope`: `all`, or a comma list of province codes (any case) and ids of ERs the store
 * knows. An unknown item is refused rather than kept: a typo would silently grant nothing.
 */
export function parseScope(input: string, hospitalExists: (id: string) => boolean): ScopeResult {
  const items = input
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length === 0) {
    return { ok: false, code: 'bad_scope', message: '--scope must be all, or a comma list of provinces and ER ids.' };
  }
  if (items.some((item) => item.toLowerCase() === 'all')) {
    if (items.length > 1)
      return { ok: false, code: 'bad_scope', message: '--scope all cannot be combined with other items.' };
    return { ok: true, scope: { all: true } };
  }
  const provinces: ProvinceCode[] = [];
  const hospitals: string[] = [];
  for (const item of items) {
    const upper = item.toUpperCase();
    if (isProvince(upper)) {
      if (!provinces.includes(upper)) provinces.push(upper);
    } else if (hospitalExists(item)) {
      if (!hospitals.includes(item)) hospitals.push(item);
    } else {
      return {
        ok: false,
        code: 'bad_scope',
        message: `Scope item ${JSON.stringify(item)} is neither a province code (${PROVINCE_CODES.join(', ')}) nor the id of an ER in the store.`,
      };
    }
  }
  return { ok: true, scope: { all: false, provinces, hospitals } };
}
