import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { installExtensionFromServer, type LoadedExtension } from '../support/extension.ts';

let extension: LoadedExtension;

test.beforeAll(async () => {
  extension = await installExtensionFromServer(String(test.info().project.use.baseURL));
});

test.afterAll(async () => {
  await extension?.close();
});

test('the options page names the dashboard the zip was made for, and refuses an address that is not one', async () => {
  const baseURL = String(test.info().project.use.baseURL);
  const options = await extension.context.newPage();
  await options.goto(`chrome-extension://${extension.extensionId}/options.html`);
  await expect(options.getByRole('heading', { name: 'FillDeck settings' })).toBeVisible();
  await expect(options.getByText(`FillDeck works with the dashboard at ${baseURL}`)).toContainText(
    '(the one this extension was built for).',
  );
  await expect(options.getByText('Not signed in.')).toBeVisible();
  await expectNoSeriousA11yViolations(options);
  await options.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(options);
  await options.emulateMedia({ colorScheme: 'light' });

  const address = options.getByLabel('Dashboard address');
  await address.fill('ftp://files.example');
  await options.getByRole('button', { name: 'Use this dashboard' }).click();
  await expect(options.getByRole('alert')).toHaveText('Enter an address like https://filldeck.example.com.');

  // The dashboard it was built for needs no new permission: chosen again, it stays as it was.
  await address.fill(`${baseURL}/login`);
  await options.getByRole('button', { name: 'Use this dashboard' }).click();
  await expect(options.getByRole('status')).toContainText(`FillDeck now works with ${baseURL}.`);
  await expect(options.getByRole('button', { name: /Use .* again/ })).toHaveCount(0);
});

test('the popup, signed out, offers to sign in and passes an accessibility scan in both themes', async () => {
  const popup = await extension.context.newPage();
  await popup.goto(`chrome-extension://${extension.extensionId}/popup.html`);
  await expect(popup.getByRole('button', { name: 'Sign in to FillDeck' })).toBeVisible();
  await expectNoSeriousA11yViolations(popup);
  await popup.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(popup);
});
