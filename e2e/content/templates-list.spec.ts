import { texts } from '@filldeck/shared';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { createProject, createTemplate } from '../support/content.ts';
import { signedInUser } from '../support/users.ts';

interface ListedTemplate {
  name: string;
  projectId: string | null;
}

async function listedTemplates(page: Page): Promise<ListedTemplate[]> {
  return (await (await page.request.get('/api/templates')).json()).templates;
}

/** The names in All Templates, top to bottom. */
function rowNames(page: Page) {
  return page.getByRole('main').getByRole('list').getByRole('listitem').locator('p.font-medium');
}

async function rowMenu(page: Page, name: string, item: string) {
  await page
    .getByRole('main')
    .getByRole('button', { name: `More actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('New Template asks for the name first: cancelling creates nothing, confirming creates and opens it', async ({
  page,
}) => {
  await signedInUser(page, { prefix: 'list-new' });
  await page.goto('/templates');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: texts.pages.noTemplatesYet })).toBeVisible();

  await main.getByRole('button', { name: 'New Template' }).click();
  const dialog = page.getByRole('dialog', { name: texts.sidebar.newTemplate });
  const name = dialog.getByLabel('Template name');
  await expect(name).toHaveValue(texts.defaults.untitledTemplate);
  await expect(name).toBeFocused();
  await dialog.getByRole('button', { name: texts.sidebar.cancel }).click();
  await expect(dialog).toHaveCount(0);
  await main.getByRole('button', { name: 'New Template' }).click();
  await dialog.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await listedTemplates(page)).toEqual([]);
  await expect(main.getByRole('heading', { name: texts.pages.noTemplatesYet })).toBeVisible();

  await main.getByRole('button', { name: 'New Template' }).click();
  await name.fill('   ');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText(texts.sidebar.templateNameRequired)).toBeVisible();
  await name.fill('Cover letters');
  await name.press('Enter');
  await expect(page).toHaveURL(/\/templates\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Cover letters', level: 1 })).toBeVisible();
  expect((await listedTemplates(page)).map((t) => t.name)).toEqual(['Cover letters']);

  // Free holds two templates: a duplicate of the second says why it cannot be made.
  await createTemplate(page, 'Second');
  await page.goto('/templates');
  await rowMenu(page, 'Second', 'Duplicate');
  const oops = page.getByRole('alertdialog', { name: texts.sidebar.oops });
  await expect(oops).toContainText('You have reached the template limit of 2 for your plan (Free).');
  await expect(oops).toContainText(texts.sidebar.upgradeHint);
  await oops.getByRole('button', { name: texts.sidebar.close }).click();
  expect(await listedTemplates(page)).toHaveLength(2);
});

test('All Templates searches as you type, sorts (kept for the session) and acts on each row', async ({ page }) => {
  await signedInUser(page, { prefix: 'list-rows', plan: 'basic' });
  const workId = await createProject(page, 'Work');
  for (const name of ['Beta', 'alpha', 'Gamma']) await createTemplate(page, name);
  await page.goto('/templates');
  const main = page.getByRole('main');
  await expect(rowNames(page)).toHaveText(['Beta', 'alpha', 'Gamma']);

  // Sort by name, and the choice survives a reload.
  const sortBy = main.getByLabel('Sort by');
  await sortBy.selectOption({ label: 'Name (A–Z)' });
  await expect(rowNames(page)).toHaveText(['alpha', 'Beta', 'Gamma']);
  await page.reload();
  await expect(sortBy).toHaveValue('name');
  await expect(rowNames(page)).toHaveText(['alpha', 'Beta', 'Gamma']);

  // Search as you type; a search that finds nothing says so.
  const search = main.getByLabel('Search templates');
  await search.pressSequentially('GAM');
  await expect(rowNames(page)).toHaveText(['Gamma']);
  await search.fill('zzz');
  await expect(main.getByRole('heading', { name: 'No templates match "zzz"' })).toBeVisible();
  await main.getByRole('button', { name: 'Clear search' }).click();
  await expect(rowNames(page)).toHaveText(['alpha', 'Beta', 'Gamma']);
  await expectNoSeriousA11yViolations(page);

  // Rename from the row's menu, with the keyboard.
  const betaMenu = main.getByRole('button', { name: 'More actions for Beta' });
  await betaMenu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: texts.sidebar.rename })).toBeFocused();
  await expect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeVisible();
  await page.keyboard.press('Enter');
  const rename = page.getByRole('dialog', { name: texts.sidebar.rename });
  await rename.getByLabel(texts.sidebar.newName).fill('Beta 2');
  await rename.getByRole('button', { name: texts.sidebar.save }).click();
  await expect(rename).toHaveCount(0);
  await expect(rowNames(page)).toHaveText(['alpha', 'Beta 2', 'Gamma']);
  await expect(main.getByRole('button', { name: 'More actions for Beta 2' })).toBeFocused();

  // Last updated puts the renamed one first.
  await sortBy.selectOption({ label: 'Last updated (newest first)' });
  await expect(rowNames(page).first()).toHaveText('Beta 2');

  // Move to a project from the row.
  await rowMenu(page, 'alpha', texts.sidebar.moveToProject);
  const move = page.getByRole('dialog', { name: texts.sidebar.moveToProject });
  await move.getByLabel(texts.sidebar.selectProject).selectOption({ label: 'Work' });
  await move.getByRole('button', { name: texts.sidebar.move }).click();
  await expect(move).toHaveCount(0);
  await expect(main.getByRole('listitem').filter({ hasText: /^alpha/ })).toContainText('In Work');

  // Duplicate: a copy in the same project.
  await rowMenu(page, 'alpha', 'Duplicate');
  await expect(main.getByRole('status')).toHaveText('Duplicated as "alpha (copy)".');
  await expect(main.getByRole('listitem').filter({ hasText: 'alpha (copy)' })).toContainText('In Work');
  const copy = (await listedTemplates(page)).find((t) => t.name === 'alpha (copy)');
  expect(copy?.projectId).toBe(workId);

  // Delete, with its confirmation (docs/product.md#deleting-and-undo).
  await rowMenu(page, 'Gamma', texts.sidebar.delete);
  const confirm = page.getByRole('dialog', { name: 'Delete template' });
  await expect(confirm).toContainText(texts.sidebar.confirmDelete('template', 'Gamma'));
  await confirm.getByRole('button', { name: texts.sidebar.delete }).click();
  await expect(confirm).toHaveCount(0);
  await expect(main.getByRole('listitem').filter({ hasText: 'Gamma' })).toHaveCount(0);
  // The row goes at once; the server's answer to the delete may come a moment later.
  await expect
    .poll(async () => (await listedTemplates(page)).map((t) => t.name).sort())
    .toEqual(['Beta 2', 'alpha', 'alpha (copy)'].sort());
});
