// A plain iframe of fixed height (no script on the host page): whatever the width, the 911 line
// and the credit are in the frame's view without scrolling inside it, in English and French.
import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { fixtureOrigin } from './ports';

const FRAME_HEIGHT = 600;

async function framed(page: Page, width: number, query: string): Promise<FrameLocator> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${fixtureOrigin}/plain-iframe.html?${query}`);
  await expect(page.locator('#plain')).toHaveAttribute('height', String(FRAME_HEIGHT));
  return page.frameLocator('#plain');
}

/** Whether the element's whole box lies within the frame's own viewport. */
function inFrameView(frame: FrameLocator, selector: string): Promise<boolean> {
  return frame
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight && window.scrollY === 0;
    });
}

for (const width of [1280, 320]) {
  for (const [lang, emergency, credit] of [
    ['en', 'In an emergency, call 911', /Sample data/],
    ['fr', 'En cas d’urgence, composez le 911', /Données d’exemple/],
  ] as const) {
    test(`a ${FRAME_HEIGHT} px iframe ${width} px wide shows the 911 line and the credit without scrolling (${lang})`, async ({
      page,
    }) => {
      const frame = await framed(page, width, `province=NS&views=closures,coverage&lang=${lang}`);
      await expect(frame.getByRole('table')).toBeVisible();
      await expect(frame.locator('footer')).toContainText(emergency);
      await expect(frame.locator('.credit')).toContainText(credit);
      // The page is taller than the frame: what shows is the header, the list's start and the footer.
      expect(await frame.locator('.ers').evaluate((article) => article.scrollHeight)).toBeGreaterThan(FRAME_HEIGHT);
      expect(await inFrameView(frame, 'footer strong')).toBe(true);
      expect(await inFrameView(frame, '.credit')).toBe(true);
      expect(await inFrameView(frame, 'h2')).toBe(true);
    });
  }
}
