import { texts } from '@filldeck/shared';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createProject, createTemplate, sidebar } from '../support/content.ts';
import { setPlan } from '../support/db.ts';
import { signedInUser } from '../support/users.ts';

async function openItemMenu(page: Page, name: string) {
  await sidebar(page)
    .getByRole('button', { name: `More actions for ${name}` })
    .click();
}

/** Drags with the pointer in small steps, as a person would. */
async function dragTo(page: Page, source: Locator, target: Locator) {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
}

test('Enter in the AI instructions makes a new line and never submits the New Template dialog', async ({ page }) => {
  await signedInUser(page, { prefix: 'enter-newline' });
  await sidebar(page).getByRole('button', { name: texts.sidebar.newTemplate }).click();
  const dialog = page.getByRole('dialog', { name: texts.sidebar.newTemplate });
  await dialog.getByLabel('Template name').fill('Multi-line');
  const instructions = dialog.getByLabel('AI instructions');
  await instructions.fill('First line');
  await instructions.press('Enter');
  await instructions.pressSequentially('Second line');
  await expect(instructions).toHaveValue('First line\nSecond line');
  await expect(dialog).toBeVisible();
  await expect(page).not.toHaveURL(/\/templates\//);
  // Enter in the one-line name field submits, as forms do.
  await dialog.getByLabel('Template name').press('Enter');
  await expect(page).toHaveURL(/\/templates\/[\w-]+$/);
});

test('New Template asks for a name and instructions, and at the free limit tells the limit instead', async ({
  page,
}) => {
  await signedInUser(page, { prefix: 'free-limit' });
  const nav = sidebar(page);
  for (const name of ['First', 'Second']) {
    await nav.getByRole('button', { name: texts.sidebar.newTemplate }).click();
    const dialog = page.getByRole('dialog', { name: texts.sidebar.newTemplate });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText(texts.sidebar.templateNameRequired)).toBeVisible();
    await expect(dialog.getByText(texts.sidebar.aiInstructionsRequired)).toBeVisible();
    await dialog.getByLabel('Template name').fill(name);
    await dialog.getByLabel('AI instructions').fill('Fill my details');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/templates\/[\w-]+$/);
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  // Two of two: the limit is told before any typing, with the way to more.
  await nav.getByRole('button', { name: texts.sidebar.newTemplate }).click();
  const dialog = page.getByRole('dialog', { name: texts.sidebar.newTemplate });
  await expect(dialog.getByRole('alert')).toContainText(
    'You have reached the template limit of 2 for your plan (Free). Basic has up to 20.',
  );
  await expect(dialog.getByLabel('Template name')).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'See plans' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('templates move between projects by drag and drop and by the Move dialog', async ({ page }) => {
  await signedInUser(page, { prefix: 'dnd', plan: 'basic' });
  await createProject(page, 'Work');
  await createTemplate(page, 'CV');
  await page.reload();
  const nav = sidebar(page);
  await expect(nav.getByRole('link', { name: 'Work' })).toBeVisible();

  await dragTo(page, nav.getByRole('button', { name: 'Drag CV' }), nav.getByRole('link', { name: 'Work' }));
  const expand = nav.getByRole('button', { name: 'Show templates in Work' });
  await expect(expand).toHaveAttribute('aria-expanded', 'true');
  const workList = nav.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Work' }) });
  await expect(workList.getByRole('link', { name: 'CV' })).toBeVisible();
  // Every template is in a project: the Templates list does not claim there are none (issue 13).
  await expect(nav.getByText('Every template is in a project.')).toBeVisible();
  await expect(nav.getByText(texts.pages.noTemplatesYet)).toHaveCount(0);
  await page.reload();
  await expect(
    nav
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Work' }) })
      .getByRole('link', { name: 'CV' }),
  ).toBeVisible();

  // Out again: onto the Templates list.
  await dragTo(
    page,
    nav.getByRole('button', { name: 'Drag CV' }),
    nav.getByRole('link', { name: 'Templates', exact: true }),
  );
  await expect(workList.getByText(texts.sidebar.noTemplatesHere)).toBeVisible();

  // The menu alternative: Move dialog.
  await openItemMenu(page, 'CV');
  await page.getByRole('menuitem', { name: texts.sidebar.moveToProject }).click();
  const move = page.getByRole('dialog', { name: texts.sidebar.moveToProject });
  await move.getByLabel(texts.sidebar.selectProject).selectOption({ label: 'Work' });
  await move.getByRole('button', { name: texts.sidebar.move }).click();
  await expect(workList.getByRole('link', { name: 'CV' })).toBeVisible();
  await openItemMenu(page, 'CV');
  await page.getByRole('menuitem', { name: texts.sidebar.moveToProject }).click();
  await move.getByLabel(texts.sidebar.selectProject).selectOption({ label: texts.sidebar.noProject });
  await move.getByRole('button', { name: texts.sidebar.move }).click();
  await expect(workList.getByText(texts.sidebar.noTemplatesHere)).toBeVisible();
});

test('with the keyboard a template is dragged into a project and out onto the Projects area', async ({ page }) => {
  await signedInUser(page, { prefix: 'dnd-keys', plan: 'basic' });
  await createProject(page, 'Work');
  await createTemplate(page, 'CV');
  await page.reload();
  const nav = sidebar(page);
  const workList = nav.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Work' }) });
  const handle = nav.getByRole('button', { name: 'Drag CV' });
  /** What the drag's live region says, as a screen reader would read it. */
  const announced = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();

  // Space picks the template up, arrows step through the drop targets, Space drops.
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await announced('The template CV is over the Templates list (no project).');
  await page.keyboard.press('ArrowUp');
  await announced('The template CV is over project Work.');
  await page.keyboard.press('Space');
  await announced('The template CV was moved to project Work.');
  await expect(workList.getByRole('link', { name: 'CV' })).toBeVisible();

  // Up and up again: the targets stop at the first one, the Projects area.
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await announced('The template CV is over project Work.');
  await page.keyboard.press('ArrowUp');
  await announced('The template CV is over the Projects area (no project).');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await announced('The template CV was taken out of its project.');
  await expect(workList.getByText(texts.sidebar.noTemplatesHere)).toBeVisible();
  await page.reload();
  await expect(nav.getByRole('link', { name: 'CV' })).toBeVisible();
  await expect(workList.getByRole('link', { name: 'CV' })).toHaveCount(0);
});

test('Rename and Delete dialogs use the product texts', async ({ page }) => {
  await signedInUser(page, { prefix: 'rename', plan: 'basic' });
  const projectId = await createProject(page, 'Side gigs');
  await createTemplate(page, 'Upwork', projectId);
  await page.reload();
  const nav = sidebar(page);

  await openItemMenu(page, 'Side gigs');
  await page.getByRole('menuitem', { name: texts.sidebar.rename }).click();
  const rename = page.getByRole('dialog', { name: texts.sidebar.rename });
  await rename.getByLabel(texts.sidebar.newName).fill('Freelance');
  await rename.getByRole('button', { name: texts.sidebar.save }).click();
  await expect(nav.getByRole('link', { name: 'Freelance' })).toBeVisible();

  await openItemMenu(page, 'Freelance');
  await page.getByRole('menuitem', { name: texts.sidebar.delete }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete project' });
  await expect(confirm).toContainText(texts.sidebar.confirmDelete('project', 'Freelance'));
  await confirm.getByRole('button', { name: texts.sidebar.cancel }).click();
  await expect(nav.getByRole('link', { name: 'Freelance' })).toBeVisible();

  await openItemMenu(page, 'Freelance');
  await page.getByRole('menuitem', { name: texts.sidebar.delete }).click();
  await page
    .getByRole('dialog', { name: 'Delete project' })
    .getByRole('button', { name: texts.sidebar.delete })
    .click();
  await expect(nav.getByRole('link', { name: 'Freelance' })).toHaveCount(0);
  // Its templates went with it.
  await expect(nav.getByRole('link', { name: 'Upwork' })).toHaveCount(0);
  await page.goto('/templates');
  // The DELETE left with the old page (keepalive); it may land just after the new page's first read
  // (as in safe-deletes.spec), so wait for the server to have it, then read the page again.
  await expect.poll(async () => (await (await page.request.get('/api/templates')).json()).templates.length).toBe(0);
  await page.reload();
  await expect(page.getByRole('main').getByText(texts.pages.noTemplatesYet)).toBeVisible();
});

test('a template is renamed and deleted from its sidebar menu', async ({ page }) => {
  await signedInUser(page, { prefix: 'rename-template', plan: 'basic' });
  await createTemplate(page, 'Draft');
  await page.reload();
  const nav = sidebar(page);

  await openItemMenu(page, 'Draft');
  await page.getByRole('menuitem', { name: texts.sidebar.rename }).click();
  const rename = page.getByRole('dialog', { name: texts.sidebar.rename });
  await expect(rename.getByLabel(texts.sidebar.newName)).toHaveValue('Draft');
  await rename.getByRole('button', { name: texts.sidebar.cancel }).click();
  await expect(rename).toBeHidden();
  await openItemMenu(page, 'Draft');
  await page.getByRole('menuitem', { name: texts.sidebar.rename }).click();
  await rename.getByLabel(texts.sidebar.newName).fill('Cover letter');
  await rename.getByRole('button', { name: texts.sidebar.save }).click();
  await expect(nav.getByRole('link', { name: 'Cover letter' })).toBeVisible();
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Cover letter' })).toBeVisible();

  await openItemMenu(page, 'Cover letter');
  await page.getByRole('menuitem', { name: texts.sidebar.delete }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete template' });
  await expect(confirm).toContainText(texts.sidebar.confirmDelete('template', 'Cover letter'));
  await confirm.getByRole('button', { name: texts.sidebar.delete }).click();
  await expect(nav.getByRole('link', { name: 'Cover letter' })).toHaveCount(0);
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Cover letter' })).toHaveCount(0);
});

test('a locked template shows a lock and explains itself instead of opening', async ({ page }) => {
  const user = await signedInUser(page, { prefix: 'locked-template', plan: 'basic' });
  for (const name of ['One', 'Two', 'Three']) await createTemplate(page, name);
  await setPlan(user.email, 'free');
  await page.reload();
  await sidebar(page).getByRole('button', { name: 'Three (locked)' }).click();
  const oops = page.getByRole('alertdialog', { name: texts.sidebar.oops });
  await expect(oops).toContainText(texts.sidebar.lockedTemplateClick);
  await expect(oops).toContainText(texts.sidebar.upgradeHint);
  await expect(oops.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/subscription');
});

test('two tabs stay in sync without reloading', async ({ page, context }) => {
  await signedInUser(page, { prefix: 'two-tabs', plan: 'basic' });
  const other = await context.newPage();
  await other.goto('/templates');
  await expect(other.getByRole('heading', { name: texts.pages.allTemplates })).toBeVisible();

  await sidebar(page).getByRole('button', { name: texts.sidebar.newProject }).click();
  const dialog = page.getByRole('dialog', { name: texts.sidebar.newProject });
  await dialog.getByLabel('Project name').fill('Synced project');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(sidebar(other).getByRole('link', { name: 'Synced project' })).toBeVisible();

  await sidebar(page).getByRole('button', { name: texts.sidebar.newTemplate }).click();
  const newTemplate = page.getByRole('dialog', { name: texts.sidebar.newTemplate });
  await newTemplate.getByLabel('Template name').fill('Synced template');
  await newTemplate.getByLabel('AI instructions').fill('Fill my details');
  await newTemplate.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/templates\/[\w-]+$/);
  await expect(other.getByRole('main').getByRole('link', { name: 'Synced template' })).toBeVisible();

  // A rename in the other tab reaches this one.
  await openItemMenu(other, 'Synced template');
  await other.getByRole('menuitem', { name: texts.sidebar.rename }).click();
  const rename = other.getByRole('dialog', { name: texts.sidebar.rename });
  await rename.getByLabel(texts.sidebar.newName).fill('Renamed elsewhere');
  await rename.getByRole('button', { name: texts.sidebar.save }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Renamed elsewhere' })).toBeVisible();
});
