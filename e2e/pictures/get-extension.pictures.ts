import path from 'node:path';
import { expect, test } from '@playwright/test';
import { installExtensionFromServer, type LoadedExtension, openPopupFor, storedToken } from '../support/extension.ts';
import { logInThroughUi, newUser, registerThroughUi, verifyThroughMail } from '../support/users.ts';

// The pictures of the dashboard's "Get the extension" page, taken from the real product:
// `npm run pictures` (after `npm run build`) writes them to apps/web/public/images/get-extension/.

const out = path.resolve(import.meta.dirname, '../../apps/web/public/images/get-extension');
let extension: LoadedExtension;

test.beforeAll(async () => {
  extension = await installExtensionFromServer(String(test.info().project.use.baseURL));
});

test.afterAll(async () => {
  await extension?.close();
});

test('pictures of installing, connecting and a first fill', async () => {
  const extensions = await extension.context.newPage();
  await extensions.setViewportSize({ width: 1280, height: 800 });
  await extensions.goto('chrome://extensions');
  await expect(extensions.getByText('FillDeck', { exact: true }).first()).toBeVisible();
  // As the user sees it after turning on Developer mode: the "Load unpacked" button appears.
  await extensions.locator('#devMode').click();
  await expect(extensions.getByRole('button', { name: 'Load unpacked' })).toBeVisible();
  await extensions.screenshot({ path: path.join(out, 'install.png') });

  const page = await extension.context.newPage();
  // A name for the pictures, not a test run's.
  const user = { ...newUser('pictures'), name: 'Ada Lovelace' };
  await registerThroughUi(page, user);
  await verifyThroughMail(page, user);
  await logInThroughUi(page, user);
  // The sign-in is done (its handoff to the extension under way) before the test goes on.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => storedToken(extension.worker)).toMatch(/^fdx_/);
  const fields = [
    { name: 'Full name', value: 'Grace Hopper', type: 'text' },
    { name: 'Email', value: 'grace@example.com', type: 'email' },
    { name: 'Country', value: 'United States', type: 'text' },
    { name: 'Job title', value: 'Rear Admiral', type: 'text' },
  ];
  for (const title of ['Job applications', 'Conference sign-ups']) {
    expect((await page.request.post('/api/create_template', { data: { title, fields } })).status()).toBe(201);
  }

  const form = await extension.context.newPage();
  await form.setViewportSize({ width: 1280, height: 800 });
  await form.goto('/practice');
  const popup = await openPopupFor(extension, form);
  await popup.setViewportSize({ width: 340, height: 300 });
  await expect(popup.getByRole('radio', { name: 'Job applications' })).toBeChecked();
  await popup.screenshot({ path: path.join(out, 'connect.png') });

  await popup.getByRole('button', { name: 'Fill this page' }).click();
  await form.bringToFront();
  await form.waitForTimeout(1500);
  await form.screenshot({ path: path.join(out, 'fill.png') });
});
