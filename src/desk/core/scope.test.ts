// Scopes: what `--scope` accepts and which ERs a user then sees.
import { describe, expect, it } from 'vitest';
import type { DeskScope, DeskUser } from '../contract';
import { canSee, parseScope, scopeFromText, scopeText } from './scope';

const known = new Set(['ns_a', 'bc_fortnelson', '12345']);
const exists = (id: string) => known.has(id);
const user = (scope: DeskScope): DeskUser => ({
  id: 'u',
  email: 'x@y.ca',
  role: 'editor',
  organisation: 'y.ca',
  scope,
  created_at: 0,
  revoked_at: null,
  has_passkey: false,
  has_password: true,
});

describe('desk scopes', () => {
  it('reads provinces in any case, known ER ids and all', () => {
    expect(parseScope(' ns , bc_fortnelson,NS,12345', exists)).toEqual({
      ok: true,
      scope: { all: false, provinces: ['NS'], hospitals: ['bc_fortnelson', '12345'] },
    });
    expect(parseScope('ALL', exists)).toEqual({ ok: true, scope: { all: true } });
  });

  it('refuses an unknown item, an empty list and all mixed with others', () => {
    expect(parseScope('NS,ns_typo', exists)).toMatchObject({
      ok: false,
      code: 'bad_scope',
      message: expect.stringContaining('"ns_typo"'),
    });
    expect(parseScope(' , ', exists)).toMatchObject({ ok: false, code: 'bad_scope' });
    expect(parseScope('all,NS', exists)).toMatchObject({ ok: false, code: 'bad_scope' });
  });

  it('keeps a scope as text and reads it back the same', () => {
    const scope: DeskScope = { all: false, provinces: ['NS', 'QC'], hospitals: ['bc_fortnelson'] };
    expect(scopeText(scope)).toBe('NS,QC,bc_fortnelson');
    expect(scopeFromText(scopeText(scope))).toEqual(scope);
    expect(scopeFromText('all')).toEqual({ all: true });
  });

  it('lets a user see the ERs of their provinces and their named ERs, and no other', () => {
    const editor = user({ all: false, provinces: ['NS'], hospitals: ['bc_fortnelson'] });
    expect(canSee(editor, { id: 'ns_a', province: 'NS' })).toBe(true);
    expect(canSee(editor, { id: 'bc_fortnelson', province: 'BC' })).toBe(true);
    expect(canSee(editor, { id: 'bc_other', province: 'BC' })).toBe(false);
    expect(canSee(editor, { id: 'ns_a', province: 'NB' })).toBe(false);
    expect(canSee(user({ all: true }), { id: 'yt_whitehorse', province: 'YT' })).toBe(true);
    expect(canSee(user({ all: false, provinces: [], hospitals: [] }), { id: 'ns_a', province: 'NS' })).toBe(false);
  });
});
