// The modules embed.js shares with the views it loads on demand (src/widget/host-preact.ts).
// In the build of such a view, an import that resolves to one of these files is replaced by a
// stand-in: the same exported names, taken from embed.js's copy when the view is mounted.
// Their exports are used only when the view runs, never while its script loads.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { SharedModules } from '../src/widget/host-preact';

export const SHARED_MODULES: Readonly<Record<keyof SharedModules, string>> = {
  i18n: resolve('src/widget/i18n.ts'),
  provinces: resolve('src/contract/provinces.ts'),
  format: resolve('src/widget/format.ts'),
};

const HOST = resolve('src/widget/host-preact.ts');
const PREFIX = '\0shared:';

/** The names a module exports as values (types vanish from the build anyway). */
export function exportedValues(source: string): string[] {
  return [...source.matchAll(/^export (?:const|let|function|class) (\w+)/gm)].map((match) => match[1] as string);
}

export function standIn(name: string, source: string): string {
  const names = exportedValues(source);
  if (names.length === 0) throw new Error(`${name} exports no value to share`);
  return [
    `import { onAdopt } from ${JSON.stringify(HOST)};`,
    `export let ${names.join(', ')};`,
    `onAdopt((modules) => { [${names.join(', ')}] = modules.${name}; });`,
  ].join('\n');
}

export const sharedModules: Plugin = {
  name: 'shared-modules',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer || importer.startsWith(PREFIX)) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    const name = Object.entries(SHARED_MODULES).find(([, file]) => file === resolved?.id)?.[0];
    return name ? `${PREFIX}${name}` : null;
  },
  load(id) {
    if (!id.startsWith(PREFIX)) return null;
    const name = id.slice(PREFIX.length) as keyof SharedModules;
    return standIn(name, readFileSync(SHARED_MODULES[name], 'utf8'));
  },
};
