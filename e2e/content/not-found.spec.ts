import { texts } from '@filldeck/shared';
import { expect, test } from '@playwright/test';
import { signedInUser } from '../support/users.ts';

test('unknown pages, templates and projects share one not-found page and say so in the tab', async ({ page }) => {
  await signedInUser(page, { prefix: 'not-found' });
  const cases = [
    { path: '/templates/no-such-template', heading: texts.editor.templateNotFound, tab: 'Template not found' },
    { path: '/projects/no-such-project', heading: 'Project not found', tab: 'Project not found' },
    { path: '/dashboard/no-such-page', heading: 'Page not found', tab: 'Page not found' },
    { path: '/no-such-page', heading: 'Page not found', tab: 'Page not found' },
  ];
  for (const { path, heading, tab } of cases) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${tab} · FillDeck`);
  }
});
