import { texts } from '@filldeck/shared';
import { expect, type Page, test } from '@playwright/test';
import { createComponent, createProject, createTemplate, sidebar } from '../support/content.ts';
import { signedInUser } from '../support/users.ts';

/** The figure of a dashboard card (its caption is left out: "of 20 on Basic" holds digits too). */
function figure(page: Page, title: string) {
  return page.getByRole('heading', { name: title, exact: true, level: 3 }).locator('xpath=../..').locator('p').first();
}

test('the dashboard counts templates, components and projects, and follows a change made elsewhere', async ({
  page,
}) => {
  await signedInUser(page, { prefix: 'dashboard-counts', plan: 'basic' });
  const projectId = await createProject(page, 'Travel');
  await createTemplate(page, 'Visa', projectId);
  await createComponent(page, 'Contact', ['Email']);
  await page.goto('/dashboard');
  await expect(figure(page, texts.dashboard.templates)).toHaveText('1');
  await expect(figure(page, texts.dashboard.components)).toHaveText('1');
  await expect(figure(page, texts.dashboard.projects)).toHaveText('1');
  await expect(figure(page, texts.dashboard.balance)).toHaveText('500');

  // Another tab or device adds a template and a project: the open dashboard counts them, as the
  // sidebar shows them, without a reload (live updates).
  await createTemplate(page, 'Lease');
  await createProject(page, 'Home');
  await expect(sidebar(page).getByRole('link', { name: 'Lease' })).toBeVisible();
  await expect(figure(page, texts.dashboard.templates)).toHaveText('2');
  await expect(figure(page, texts.dashboard.projects)).toHaveText('2');
  await expect(figure(page, texts.dashboard.components)).toHaveText('1');
});
