import { texts } from '@filldeck/shared';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { createComponent, createTemplate, sidebar } from '../support/content.ts';
import { signedInUser } from '../support/users.ts';

/** Makes every request to the path fail the way a broken server or a dropped connection does. */
async function breakPath(page: Page, path: string, how: 'server' | 'network') {
  await page.route(`**${path}`, (route) =>
    how === 'network'
      ? route.abort('connectionrefused')
      : route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal Server Error"}' }),
  );
}

test('a failed sidebar load says what failed and why, offers Retry, and never shimmers forever', async ({ page }) => {
  await signedInUser(page, { prefix: 'load-sidebar' });
  await createTemplate(page, 'Job hunt');
  await breakPath(page, '/api/templates', 'server');
  await page.goto('/default-info');

  const failure = sidebar(page).getByRole('alert');
  await expect(failure).toContainText(texts.pages.failedToLoadTemplates);
  await expect(failure).toContainText('The server had a problem (error 500).');
  await expect(sidebar(page).getByText('Loading templates…')).toHaveCount(0);
  await expect(sidebar(page).getByText('Loading projects…')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.unroute('**/api/templates');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Job hunt' })).toBeVisible();
  await expect(sidebar(page).getByRole('alert')).toHaveCount(0);
});

test('a components page that cannot reach the server says so, and Retry loads it', async ({ page }) => {
  await signedInUser(page, { prefix: 'load-components' });
  await createComponent(page, 'Contact', ['Email']);
  await breakPath(page, '/api/components', 'network');
  await page.goto('/default-info');

  const failure = page.getByRole('main').getByRole('alert');
  await expect(failure).toContainText(texts.components.failedToLoad);
  await expect(failure).toContainText('The server could not be reached. Check your connection.');
  await page.unroute('**/api/components');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Contact', level: 3 })).toBeVisible();
});

test('a template that fails to load, and usage figures that fail, each offer Retry', async ({ page }) => {
  await signedInUser(page, { prefix: 'load-editor' });
  const templateId = await createTemplate(page, 'Visa');
  await breakPath(page, `/api/templates/${templateId}`, 'server');
  await page.goto(`/templates/${templateId}`);
  const failure = page.getByRole('main').getByRole('alert');
  await expect(failure).toContainText('This template could not be loaded.');
  await page.unroute(`**/api/templates/${templateId}`);
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Visa', level: 1 })).toBeVisible();

  await breakPath(page, '/api/usage/summary', 'server');
  await page.goto('/dashboard');
  const usage = page.getByRole('main').getByRole('alert').filter({ hasText: "We couldn't load your usage figures." });
  await expect(usage).toContainText('The server had a problem (error 500).');
  await page.unroute('**/api/usage/summary');
  await usage.getByRole('button', { name: 'Retry' }).click();
  await expect(usage).toHaveCount(0);
});

test('the templates and projects pages say what failed and retry', async ({ page }) => {
  await signedInUser(page, { prefix: 'load-pages', plan: 'basic' });
  await createTemplate(page, 'Rental');
  await breakPath(page, '/api/templates', 'server');
  await page.goto('/templates');
  const failure = page.getByRole('main').getByRole('alert');
  await expect(failure).toContainText(texts.pages.failedToLoadTemplates);
  await page.unroute('**/api/templates');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('main').getByRole('link', { name: 'Rental' })).toBeVisible();

  await breakPath(page, '/api/projects', 'network');
  await page.goto('/projects');
  const projects = page.getByRole('main').getByRole('alert');
  await expect(projects).toContainText("We couldn't load your projects.");
  await expect(projects).toContainText('The server could not be reached. Check your connection.');
  await page.unroute('**/api/projects');
  await projects.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'No projects yet', level: 2 })).toBeVisible();
});
