// The desk's French as a French-speaking reader in Canada reads it: its name in plain words
// (not "pupitre", a newsroom's copy desk), and a no-break space before : and a narrow one before
// ? ! ; — never an ordinary space a line could break at, never none — in every string and on
// the pages themselves.
import { afterEach, describe, expect, it } from 'vitest';
import { type DeskApp, deskApp } from '../../testing/desk-fixture';
import { engines } from '../../testing/engines';
import { AUDIT_WORDS } from './audit-strings';
import { STRINGS, type Strings } from './strings';

/** Every text a French string gives, functions called with sample values. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    const call = value as (...args: unknown[]) => unknown;
    const samples = /source/.test(String(value)) ? [['desk'], ['feed:ns'], [null]] : [[1], [3, 'x']];
    return samples.flatMap((args) => texts(call(...args)));
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

/** Where French typography is not kept: `word :` with a plain space, or `word?` with none. */
const misplaced = (text: string) => text.match(/( [:?!;])|([\p{L}\p{N}»)][?!;])|([\p{L}»)]:(?!\/\/))/gu) ?? [];

describe('the desk’s French strings', () => {
  const fr = STRINGS.fr as Strings;

  it('name the desk in plain Canadian French', () => {
    expect(fr.deskName).toBe('Poste des statuts');
    expect(fr.signInTitle).toBe('Se connecter au poste des statuts');
    expect(texts(fr).filter((text) => /pupitre/i.test(text))).toEqual([]);
  });

  it('put a no-break space before : and a narrow no-break space before ? ! ;', () => {
    expect([...texts(fr), ...texts(AUDIT_WORDS.fr)].flatMap(misplaced)).toEqual([]);
    expect(fr.confirmHeading).toBe('Toujours vrai\u202f?');
    expect(fr.done.confirm).toBe('Confirmé\u00a0: le public voit que le statut vient d’être vérifié.');
  });
});

describe.each(engines().slice(0, 1))('the desk’s French pages on $engine', (engine) => {
  let desk: DeskApp;
  afterEach(() => desk?.store.close());

  it('show “Toujours vrai ?” with its space, and no plain space before a colon', async () => {
    desk = await deskApp(engine);
    const nurse = await desk.enrol('nurse@example.ca', 'NS');
    const html = await (await desk.get('/desk/er/ns_halifax?lang=fr', nurse.cookie)).text();
    expect(html).toContain('Toujours vrai\u202f?');
    expect(html).toContain('Poste des statuts');
    // Tags and line breaks become one plain space; the no-break spaces stay as they are.
    const words = html.replace(/<[^>]*>/g, ' ').replace(/[ \t\r\n]+/g, ' ');
    expect(words.match(/[\p{L}] [?!;:]/gu)).toBeNull();
  });
});
