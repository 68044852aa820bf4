// From the desk's page of an ER to what the public reads of it: its public page, in the
// desk person's language.

import { getAttributeValue, getElementsByTagName, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { afterEach, describe, expect, it } from 'vitest';
import { type DeskApp, deskApp } from '../../testing/desk-fixture';
import { engines } from '../../testing/engines';

/** The links of a page, as [text, href]. */
async function links(response: Response): Promise<[string, string | undefined][]> {
  const document = parseDocument(await response.text());
  return getElementsByTagName('a', document).map((a) => [textContent(a).trim(), getAttributeValue(a, 'href')]);
}

describe.each(engines().slice(0, 1))('the desk’s ER page on $engine', (engine) => {
  let desk: DeskApp;
  afterEach(() => desk?.store.close());

  it('links to the ER’s public page, in English or in French as the desk is read', async () => {
    desk = await deskApp(engine);
    const nurse = await desk.enrol('nurse@example.ca', 'NS');
    expect(await links(await desk.get('/desk/er/ns_halifax', nurse.cookie))).toContainEqual([
      'Its public page',
      '/er/ns_halifax',
    ]);
    expect(await links(await desk.get('/desk/er/ns_halifax?lang=fr', nurse.cookie))).toContainEqual([
      'Sa page publique',
      '/fr/er/ns_halifax',
    ]);
  });
});
