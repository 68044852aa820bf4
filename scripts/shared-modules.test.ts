import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as provinces from '../src/contract/provinces';
import * as format from '../src/widget/format';
import * as i18n from '../src/widget/i18n';
import { SHARED_MODULES as LENT } from '../src/widget/shared';
import { exportedValues, SHARED_MODULES, standIn } from './shared-modules';

const modules = { i18n, provinces, format } as Record<string, Record<string, unknown>>;

describe('the modules embed.js lends its lazy views', () => {
  it('lends every value each module exports, in the order the stand-ins take them', () => {
    for (const [name, file] of Object.entries(SHARED_MODULES)) {
      const names = exportedValues(readFileSync(file, 'utf8'));
      const module = modules[name] as Record<string, unknown>;
      // Every value the module exports at run time is among the names read from its source.
      expect(names.sort(), name).toEqual(Object.keys(module).sort());
      const ordered = exportedValues(readFileSync(file, 'utf8')).map((exported) => module[exported]);
      expect(LENT[name as keyof typeof LENT], name).toEqual(ordered);
    }
  });

  it('builds a stand-in that takes those values when embed.js hands them over', () => {
    const code = standIn('i18n', readFileSync(SHARED_MODULES.i18n, 'utf8'));
    expect(code).toContain('export let LOCALES, STRINGS, placeName, resolveLang;');
    expect(code).toContain('[LOCALES, STRINGS, placeName, resolveLang] = modules.i18n;');
  });
});
