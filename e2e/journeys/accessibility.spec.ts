import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { logInThroughUi, verifiedUser } from '../support/users.ts';

const publicPages = [
  '/',
  '/privacy',
  '/practice',
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
      // Seven pages, each scanned by axe: more than one journey's worth of time.
      test.setTimeout(150_000);
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

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test('pages work on a 360 px wide phone without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const url of ['/', '/privacy', '/login', '/register', '/forgot-password', '/reset-password?oobCode=x']) {
    await page.goto(url);
    await expect(page.getByRole('main')).toBeVisible();
    expect(await horizontalOverflow(page), url).toBeLessThanOrEqual(0);
  }
});

test('the signed-in shell works on a 360 px wide phone: drawer sidebar, menu, no horizontal scrolling', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const user = await verifiedUser(page, 'phone');
  await logInThroughUi(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const [url, heading] of [
    ['/dashboard', 'Dashboard'],
    ['/profile', 'My Profile'],
    ['/templates', 'All Templates'],
    ['/default-info', 'Manage Field Components'],
    ['/subscription', 'Subscription'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await horizontalOverflow(page), url).toBeLessThanOrEqual(0);
  }
  // The sidebar is a drawer on phones: hidden until opened, then it leads to a page.
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(sidebar).toBeVisible();
  await sidebar.getByRole('link', { name: 'Manage Default Info' }).click();
  await expect(page).toHaveURL(/\/default-info$/);
  await expect(sidebar).toBeHidden();
});
