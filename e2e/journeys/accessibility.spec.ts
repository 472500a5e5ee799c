import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { logInThroughUi, verifiedUser } from '../support/users.ts';

const publicPages = [
  '/',
  '/privacy',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?oobCode=x',
  '/verify-email?token=x',
];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const url of publicPages) {
      test(`${url} has no serious accessibility violations`, async ({ page }) => {
        await page.goto(url);
        await expect(page.getByRole('main')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(page);
      });
    }

    test('the signed-in pages have no serious accessibility violations', async ({ page }) => {
      const user = await verifiedUser(page, `a11y-${colorScheme}`);
      await logInThroughUi(page, user);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { name: 'Transaction history' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const created = await page.request.post('/api/create_template', { data: { title: 'A11y', fields: [] } });
      const { templateId } = await created.json();
      const pages: Array<[string, string]> = [
        ['/profile', 'My Profile'],
        ['/projects', 'My Projects'],
        ['/templates', 'All Templates'],
        [`/templates/${templateId}`, 'A11y'],
        ['/default-info', 'Manage Field Components'],
        ['/subscription', 'Subscription'],
      ];
      for (const [url, heading] of pages) {
        await page.goto(url);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);
      }
    });
  });
}

test('pages work on a 360 px wide phone without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const url of ['/', '/login', '/register']) {
    await page.goto(url);
    await expect(page.getByRole('main')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, url).toBeLessThanOrEqual(0);
  }
});
