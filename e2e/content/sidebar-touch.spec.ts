import { texts } from '@filldeck/shared';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createProject, createTemplate, sidebar } from '../support/content.ts';
import { signedInUser } from '../support/users.ts';

test.use({ hasTouch: true });

const centre = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
};

/**
 * A finger presses `source`, holds it `holdMs`, slides to `target` and lifts, as on a phone. The
 * first move covers 20 px — past the 8 px tolerance at once, so a swipe without a hold is a swipe
 * however slowly a loaded machine delivers the events — and the rest go in small steps.
 */
async function longPressDrag(page: Page, source: Locator, target: Locator, holdMs: number) {
  const cdp = await page.context().newCDPSession(page);
  const from = await centre(source);
  const to = await centre(target);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  await page.waitForTimeout(holdMs);
  const direction = Math.sign(to.y - from.y);
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchMove',
    touchPoints: [{ x: from.x, y: from.y + 20 * direction }],
  });
  for (let step = 1; step <= 12; step++) {
    const x = Math.round(from.x + ((to.x - from.x) * step) / 12);
    const y = Math.round(from.y + ((to.y - from.y) * step) / 12);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('on a touch screen a long press drags a template into a project; a quick swipe does not', async ({ page }) => {
  await signedInUser(page, { prefix: 'touch', plan: 'basic' });
  await createProject(page, 'Work');
  await createTemplate(page, 'CV');
  await page.reload();
  const nav = sidebar(page);
  const row = nav.getByRole('link', { name: 'CV' });
  const project = nav.getByRole('link', { name: 'Work' });
  // `has` is matched inside each list item, so it takes a page-rooted locator.
  const workList = nav.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Work' }) });

  // Sliding straight away is a scroll, not a drag: nothing moves.
  await longPressDrag(page, row, project, 0);
  await expect(nav.getByRole('button', { name: 'Show templates in Work' })).toHaveAttribute('aria-expanded', 'false');
  await page.reload();
  await nav.getByRole('button', { name: 'Show templates in Work' }).click();
  await expect(workList.getByText(texts.sidebar.noTemplatesHere)).toBeVisible();

  await page.waitForTimeout(1000); // let the swipe's scroll settle, as a person's next touch would
  await longPressDrag(page, row, project, 400);
  await expect(workList.getByRole('link', { name: 'CV' })).toBeVisible();
  await page.reload();
  await expect(workList.getByRole('link', { name: 'CV' })).toBeVisible();
});
