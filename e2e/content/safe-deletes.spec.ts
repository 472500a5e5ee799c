import { texts } from '@filldeck/shared';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { createComponent, createProject, createTemplate, sidebar } from '../support/content.ts';
import { signedInUser } from '../support/users.ts';

// Deleting names what it affects and can be undone for a few seconds: the item leaves the page at
// once, a toast "<Kind> "<name>" deleted" offers Undo, and the DELETE is sent only when the toast
// closes (or the page is left).

function toast(page: Page, text: string) {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });
}

async function useComponents(page: Page, templateId: string, componentIds: string[]) {
  const sections = componentIds.map((componentId, i) => ({ id: `sec_${i}`, componentId }));
  const response = await page.request.patch(`/api/templates/${templateId}`, { data: { sections } });
  expect(response.status(), await response.text()).toBe(200);
}

async function openItemMenu(page: Page, name: string) {
  await sidebar(page)
    .getByRole('button', { name: `More actions for ${name}` })
    .click();
}

/** Opens a project in the sidebar to show its templates (it stays as it is when already open). */
async function expandProject(page: Page, name: string) {
  const toggle = sidebar(page).getByRole('button', { name: `Show templates in ${name}` });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

function componentCard(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, level: 3 }) });
}

test('the components page says where a component is used, and deleting it removes its sections', async ({ page }) => {
  await signedInUser(page, { prefix: 'usage', plan: 'basic' });
  const contact = await createComponent(page, 'Contact', ['Email']);
  const resume = await createComponent(page, 'Resume', ['Skills']);
  await createComponent(page, 'Hobbies', ['Sport']);
  const job = await createTemplate(page, 'Job hunt 2026');
  const visa = await createTemplate(page, 'Visa');
  await useComponents(page, job, [contact, resume]);
  await useComponents(page, visa, [contact]);

  await page.goto('/default-info');
  await expect(componentCard(page, 'Contact')).toContainText('Used in 2 templates');
  await expect(componentCard(page, 'Resume')).toContainText('Used in 1 template');
  await expect(componentCard(page, 'Hobbies')).toContainText('Not used in any template');

  await page.getByRole('button', { name: 'Delete Contact' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(texts.sidebar.confirmDelete('component', 'Contact'));
  await expect(confirm).toContainText('Used in 2 templates: Job hunt 2026, Visa.');
  await expect(confirm).toContainText(
    'Its section is removed from those templates; their other sections and fields stay.',
  );
  await expect(confirm).toContainText('You can undo this for a few seconds.');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: texts.sidebar.delete }).click();
  await expect(componentCard(page, 'Contact')).toHaveCount(0);
  // Its Delete button is gone: focus goes to the list's heading, not to the page's start.
  await expect(page.getByRole('heading', { name: 'Your components' })).toBeFocused();

  // Dismissing the toast sends the delete at once.
  const deleted = page.waitForResponse((r) => r.url().includes('/api/delete_component/') && r.status() === 200);
  await toast(page, 'Component "Contact" deleted').getByRole('button', { name: 'Dismiss', exact: true }).click();
  await deleted;

  await page.goto(`/templates/${job}`);
  await expect(page.getByRole('button', { name: 'Resume', exact: true })).toBeVisible();
  await expect(page.getByText(texts.editor.unknownComponent)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Contact', exact: true })).toHaveCount(0);
  await page.goto(`/templates/${visa}`);
  await expect(page.getByRole('heading', { name: 'Visa', level: 1 })).toBeVisible();
  await expect(page.getByText(texts.editor.unknownComponent)).toHaveCount(0);
  await page.goto('/default-info');
  await expect(componentCard(page, 'Resume')).toContainText('Used in 1 template');
});

test('a template delete is undone from its toast, and without Undo it is carried out', async ({ page }) => {
  await signedInUser(page, { prefix: 'undo-template', plan: 'basic' });
  await createTemplate(page, 'Cover letter');
  await page.reload();
  const nav = sidebar(page);

  await openItemMenu(page, 'Cover letter');
  await page.getByRole('menuitem', { name: texts.sidebar.delete }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete template' });
  await expect(confirm).toContainText('You can undo this for a few seconds.');
  await confirm.getByRole('button', { name: texts.sidebar.delete }).click();
  await expect(nav.getByRole('link', { name: 'Cover letter' })).toHaveCount(0);
  const deletedToast = toast(page, 'Template "Cover letter" deleted');
  await expect(deletedToast).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await deletedToast.getByRole('button', { name: 'Undo' }).click();
  await expect(nav.getByRole('link', { name: 'Cover letter' })).toBeVisible();
  await expect(deletedToast).toHaveCount(0);
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Cover letter' })).toBeVisible();

  // Without Undo the toast closes by itself after a few seconds and the delete is sent.
  await openItemMenu(page, 'Cover letter');
  await page.getByRole('menuitem', { name: texts.sidebar.delete }).click();
  const deleted = page.waitForResponse((r) => r.url().includes('/api/delete_template/') && r.status() === 200, {
    timeout: 15_000,
  });
  await page.getByRole('dialog', { name: 'Delete template' }).getByRole('button', { name: 'Delete' }).click();
  await deleted;
  await expect(toast(page, 'Template "Cover letter" deleted')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Cover letter' })).toHaveCount(0);
});

test('a project delete, with its templates, is undone from its toast', async ({ page }) => {
  await signedInUser(page, { prefix: 'undo-project', plan: 'basic' });
  const projectId = await createProject(page, 'Side gigs');
  await createTemplate(page, 'Upwork', projectId);
  await page.reload();
  const nav = sidebar(page);
  await expandProject(page, 'Side gigs');
  await expect(nav.getByRole('link', { name: 'Upwork' })).toBeVisible();

  await openItemMenu(page, 'Side gigs');
  await page.getByRole('menuitem', { name: texts.sidebar.delete }).click();
  await page.getByRole('dialog', { name: 'Delete project' }).getByRole('button', { name: 'Delete' }).click();
  await expect(nav.getByRole('link', { name: 'Side gigs' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Upwork' })).toHaveCount(0);
  await toast(page, 'Project "Side gigs" deleted').getByRole('button', { name: 'Undo' }).click();
  await expect(nav.getByRole('link', { name: 'Side gigs' })).toBeVisible();
  await expandProject(page, 'Side gigs');
  await expect(nav.getByRole('link', { name: 'Upwork' })).toBeVisible();
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Side gigs' })).toBeVisible();
  await expandProject(page, 'Side gigs');
  await expect(nav.getByRole('link', { name: 'Upwork' })).toBeVisible();
});

test('a component delete is undone from its toast; leaving the page without Undo carries it out', async ({ page }) => {
  await signedInUser(page, { prefix: 'undo-component', plan: 'basic' });
  await createComponent(page, 'Contact', ['Email']);
  await createComponent(page, 'Education', ['School']);
  await page.goto('/default-info');

  await page.getByRole('button', { name: 'Delete Contact' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(componentCard(page, 'Contact')).toHaveCount(0);
  // The Undo button is reached from the keyboard: F8 moves focus to the toasts.
  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('list')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(toast(page, 'Component "Contact" deleted')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(toast(page, 'Component "Contact" deleted').getByRole('button', { name: 'Undo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(componentCard(page, 'Contact')).toBeVisible();
  await page.reload();
  await expect(componentCard(page, 'Contact')).toBeVisible();

  // Reloading while the toast is still up sends the delete on the way out.
  await page.getByRole('button', { name: 'Delete Education' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Component "Education" deleted')).toBeVisible();
  await page.reload();
  // The DELETE left with the old page (keepalive); it may land just after the new page's first read.
  await expect
    .poll(async () =>
      (await (await page.request.get('/api/components')).json()).components.map((c: { title: string }) => c.title),
    )
    .toEqual(['Contact']);
  await page.reload();
  await expect(componentCard(page, 'Contact')).toBeVisible();
  await expect(componentCard(page, 'Education')).toHaveCount(0);
});
