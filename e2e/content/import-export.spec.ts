import { texts } from '@filldeck/shared';
import { expect, test } from '@playwright/test';
import { createComponent, sidebar } from '../support/content.ts';
import { signedInUser } from '../support/users.ts';

test('a template exported as JSON imports back as a new template, reusing the components the user has', async ({
  page,
}) => {
  await signedInUser(page, { prefix: 'export', plan: 'basic' });
  const componentId = await createComponent(page, 'Identity', ['Full name', 'Email']);
  const created = await page.request.post('/api/create_template', { data: { title: 'Original', fields: [] } });
  const { templateId } = await created.json();
  await page.request.patch(`/api/templates/${templateId}`, {
    data: { sections: [{ id: 'sec_1', componentId }], aiInstructions: 'Keep it short.' },
  });

  await page.goto(`/templates/${templateId}`);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const file = await download.path();
  const exported = JSON.parse(await (await import('node:fs/promises')).readFile(file, 'utf8'));
  expect(exported).toMatchObject({
    format: 'filldeck-template',
    template: { name: 'Original', aiInstructions: 'Keep it short.', components: [{ title: 'Identity' }] },
  });

  await page.getByRole('button', { name: 'Import template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import template' });
  await dialog.getByLabel('Template file (.json)').setInputFiles(file);
  // Said before anything is created: the user's own component is reused, not copied.
  const preview = dialog.getByRole('region', { name: 'What the import creates' });
  await expect(preview).toContainText('Creates the template Original with 1 component you already have.');
  await expect(preview.getByRole('listitem')).toHaveText(['IdentityYours, reused']);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/templates/${templateId}$`));
  await expect(page.getByRole('heading', { name: 'Original', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Identity', exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Original' })).toHaveCount(2);
  const { components } = await (await page.request.get('/api/components')).json();
  expect(components.map((c: { id: string }) => c.id)).toEqual([componentId]);
});

test('an import from All Templates over the plan limit is refused with the limit message', async ({ page }) => {
  await signedInUser(page, { prefix: 'import-limit' });
  const document = {
    format: 'filldeck-template',
    version: 1,
    exportedAt: new Date().toISOString(),
    template: {
      name: 'Too big',
      aiInstructions: '',
      aiSettings: { model: 'gpt-4o-mini', max_tokens: 1200, tone: '', style: '' },
      specialization: 'other',
      adHocFields: [],
      components: Array.from({ length: 6 }, (_, i) => ({
        title: `C${i}`,
        fields: [{ label: 'L', type: 'text', defaultValue: '' }],
      })),
    },
  };
  // A user with no template yet imports from the All Templates page.
  await page.goto('/templates');
  await expect(page.getByRole('main').getByText(texts.pages.noTemplatesYet)).toBeVisible();
  await page.getByRole('button', { name: 'Import template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import template' });
  await dialog.getByLabel('Template file (.json)').setInputFiles({
    name: 'too-big.filldeck.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(document)),
  });
  // Told before the import, with the limit that stops it; Import is not offered.
  await expect(dialog.getByRole('alert')).toContainText(
    'This template needs 6 new components. Your plan (Free) has a limit of 5 components (you have 0).',
  );
  await expect(dialog.getByRole('link', { name: 'See plans' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('main').getByText(texts.pages.noTemplatesYet)).toBeVisible();
});
