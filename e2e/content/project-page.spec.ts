import { texts } from '@filldeck/shared';
import { expect, type Page, test } from '@playwright/test';
import { createProject, createTemplate, sidebar } from '../support/content.ts';
import { signedInUser } from '../support/users.ts';

async function listed<T>(page: Page, path: string, key: string): Promise<T[]> {
  return (await (await page.request.get(path)).json())[key];
}

function projectRow(page: Page, name: string) {
  return page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) });
}

test('a project page adds existing templates, asks before creating, and deletes the project', async ({ page }) => {
  await signedInUser(page, { prefix: 'project-page', plan: 'basic' });
  const applications = await createProject(page, 'Applications');
  const other = await createProject(page, 'Other');
  await createTemplate(page, 'In applications', applications);
  await createTemplate(page, 'Loose');
  await createTemplate(page, 'Elsewhere', other);

  // The projects list counts each project's templates.
  await page.goto('/projects');
  await expect(projectRow(page, 'Applications')).toContainText('1 template');
  await expect(projectRow(page, 'Other')).toContainText('1 template');

  await projectRow(page, 'Applications').click();
  await expect(page).toHaveURL(`/projects/${applications}`);
  const main = page.getByRole('main');

  // Add templates: the ones elsewhere, moved in.
  await main.getByRole('button', { name: 'Add templates' }).click();
  const add = page.getByRole('dialog', { name: 'Add templates' });
  await expect(add.getByRole('checkbox')).toHaveCount(2);
  await add.getByLabel('Loose (no project)').check();
  await add.getByLabel('Elsewhere (now in Other)').check();
  await add.getByRole('button', { name: 'Add 2 templates' }).click();
  await expect(add).toHaveCount(0);
  await expect(main.getByRole('list').getByRole('listitem')).toHaveCount(3);
  await main.getByRole('button', { name: 'Add templates' }).click();
  await expect(add).toContainText('Every template you can open is already here.');
  await add.getByRole('button', { name: 'Close' }).click();

  // New Template asks for the name; cancelling creates nothing.
  await main.getByRole('button', { name: 'New Template' }).click();
  const naming = page.getByRole('dialog', { name: texts.sidebar.newTemplate });
  await expect(naming.getByLabel('Template name')).toHaveValue(texts.defaults.newTemplate);
  await naming.getByRole('button', { name: texts.sidebar.cancel }).click();
  expect(await listed(page, '/api/templates', 'templates')).toHaveLength(3);

  await page.goto('/projects');
  await expect(projectRow(page, 'Applications')).toContainText('3 templates');
  await expect(projectRow(page, 'Other')).toContainText('0 templates');

  // Delete project, with its confirmation (docs/product.md#deleting-and-undo); Cancel keeps it.
  await projectRow(page, 'Applications').click();
  await main.getByRole('button', { name: 'Delete project' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete project' });
  await expect(confirm).toContainText(texts.sidebar.confirmDelete('project', 'Applications'));
  await confirm.getByRole('button', { name: texts.sidebar.cancel }).click();
  await expect(main.getByRole('button', { name: 'Delete project' })).toBeFocused();
  await main.getByRole('button', { name: 'Delete project' }).click();
  await confirm.getByRole('button', { name: texts.sidebar.delete }).click();
  await expect(page).not.toHaveURL(`/projects/${applications}`);
  // The delete can be undone for a few seconds; dismissing the toast carries it out.
  await page.getByRole('button', { name: 'Dismiss', exact: true }).click();
  await expect
    .poll(async () => (await listed<{ name: string }>(page, '/api/projects', 'projects')).map((p) => p.name))
    .toEqual(['Other']);
  expect(await listed(page, '/api/templates', 'templates')).toEqual([]);
  await expect(sidebar(page).getByRole('link', { name: 'Applications' })).toHaveCount(0);
});
