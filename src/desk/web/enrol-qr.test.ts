// Enrolment by password and authenticator app shows the app's key as a QR code to scan, drawn on
// the server as inline SVG (the desk's CSP runs no inline script), beside the link and the
// 32-character key — and the code is exactly the otpauth:// link the page offers.
import QRCode from 'qrcode';
import { afterEach, describe, expect, it } from 'vitest';
import { type DeskApp, deskApp } from '../../testing/desk-fixture';
import { engines } from '../../testing/engines';

/** The dark modules of a QR code of `text`, as "row,col" (what a scanner reads). */
function modulesOf(text: string): string[] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const dark: string[] = [];
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) dark.push(`${row},${col}`);
  return dark;
}

/** The dark modules the page's SVG draws, as "row,col", from its path of unit squares. */
function drawnModules(svg: string, quiet: number): string[] {
  const d = /<path [^>]*d="([^"]+)"/.exec(svg)?.[1] ?? '';
  return [...d.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => `${Number(y) - quiet},${Number(x) - quiet}`);
}

describe.each(engines().slice(0, 1))('enrolment’s QR code on $engine', (engine) => {
  let desk: DeskApp;
  afterEach(() => desk?.store.close());

  it('draws the otpauth link as an SVG QR code with a text alternative, in both languages', async () => {
    desk = await deskApp(engine);
    for (const lang of ['en', 'fr'] as const) {
      const token = desk.invite(`nurse.${lang}@example.ca`, 'NS');
      const html = await (await desk.post(`/desk/enrol/${token}?lang=${lang}`, { step: 'password' })).text();
      const uri = /href="(otpauth:\/\/totp\/[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') as string;
      expect(uri).toMatch(/^otpauth:\/\/totp\//);
      const svg = /<svg class="qr"[\s\S]*?<\/svg>/.exec(html)?.[0] as string;
      expect(svg).toBeDefined();
      expect(svg).toContain('role="img"');
      expect(svg).toContain(
        lang === 'en'
          ? 'aria-label="QR code: scan it with your authenticator app"'
          : 'aria-label="Code QR\u00a0: balayez-le avec votre application d’authentification"',
      );
      const quiet = Number(/data-quiet="(\d+)"/.exec(svg)?.[1]);
      expect(drawnModules(svg, quiet).sort()).toEqual(modulesOf(uri).sort());
      expect(html).not.toMatch(/<script(?! src="\/desk\/desk\.js")/);
      expect(svg).not.toContain('style=');
    }
  });
});
