import type { Frame, Page } from '@playwright/test';

// The extension's preview is its own page, in a frame it puts into the page being filled (inside a
// closed shadow root, from the extension's origin): the page's scripts cannot read it, but
// Playwright reaches it as one of the page's frames, and clicks in it as a user does.

/** The preview's frame in a page, if one is open. */
export const previewFrame = (page: Page): Frame | undefined =>
  page.frames().find((frame) => frame.url().startsWith('chrome-extension://') && frame.url().includes('/preview.html'));

/** The text the preview shows now ('' when it is not open). */
export async function previewText(page: Page): Promise<string> {
  const frame = previewFrame(page);
  if (!frame) return '';
  const text = await frame
    .locator('#panel')
    .innerText({ timeout: 1000 })
    .catch(() => '');
  // Values shown in text boxes count as shown text too.
  const values = await frame
    .locator('input[type=text]')
    .evaluateAll((inputs) => inputs.map((input) => (input instanceof HTMLInputElement ? input.value : '')))
    .catch(() => []);
  return [text, ...values].join('\n');
}

/** Clicks the preview's button named `name`, as the user does. */
export async function previewClick(page: Page, name: string): Promise<void> {
  const frame = previewFrame(page);
  if (!frame) throw new Error('The FillDeck preview is not open.');
  await frame.getByRole('button', { name, exact: true }).click();
}

/** Drags the preview by its title, as the user does with the mouse, by `dx`, `dy` pixels. */
export async function dragPreview(page: Page, dx: number, dy: number): Promise<void> {
  const frame = previewFrame(page);
  if (!frame) throw new Error('The FillDeck preview is not open.');
  const box = await frame.locator('#panel-title').boundingBox();
  if (!box) throw new Error('The FillDeck preview has no title to drag.');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}
