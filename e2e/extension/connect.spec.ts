import { texts } from '@filldeck/shared';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  installExtensionFromServer,
  type LoadedExtension,
  openPopupFor,
  storedToken as tokenIn,
} from '../support/extension.ts';
import { previewClick, previewFrame, previewText } from '../support/preview.ts';
import { logInThroughUi, verifiedUser } from '../support/users.ts';

let extension: LoadedExtension;
const storedToken = () => tokenIn(extension.worker);

test.beforeAll(async () => {
  extension = await installExtensionFromServer(String(test.info().project.use.baseURL));
});

test.afterAll(async () => {
  await extension?.close();
});

test('signing in on the dashboard connects the extension; the popup shows the account; logging out disconnects it', async () => {
  const page = await extension.context.newPage();
  const user = await verifiedUser(page, 'extension');
  await logInThroughUi(page, user);
  // The sign-in is done (its handoff to the extension under way) before the test goes on.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(storedToken).toMatch(/^fdx_/);

  // A template to see in the popup, made as the dashboard makes one.
  const created = await page.request.post('/api/create_template', { data: { title: 'Job hunt 2026' } });
  expect(created.status()).toBe(201);

  const popup = await extension.context.newPage();
  await popup.goto(`chrome-extension://${extension.extensionId}/popup.html`);
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText(user.name);
  await expect(popup.getByText('Free plan · 500 credits left')).toBeVisible();
  await expect(popup.getByRole('list', { name: 'Your templates' })).toContainText('Job hunt 2026');
  await expectNoSeriousA11yViolations(popup);
  // The helper texts stay readable in the dark theme too.
  await popup.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(popup);
  await popup.emulateMedia({ colorScheme: 'light' });
  await popup.getByLabel('Search templates').fill('nothing like it');
  await expect(popup.getByText('No template matches')).toBeVisible();

  // The dashboard lists this browser under Connected browsers.
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Connected browsers' })).toContainText('Chrome on Linux');

  // The dashboard hears from the extension that it is connected.
  await page.getByRole('navigation').getByRole('link', { name: 'Get the extension (connected)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'FillDeck is connected in this browser' })).toContainText(
    `Signed in as ${user.name}.`,
  );

  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(user.name) })
    .click();
  await page.getByRole('menuitem', { name: texts.shell.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(storedToken).toBeNull();
  await popup.reload();
  await expect(popup.getByRole('button', { name: 'Sign in to FillDeck' })).toBeVisible();
});

// A form as React renders one: the state is written back into the inputs on every render, so a
// value the page did not hear about (no input event) would vanish on the next render.
const CONTROLLED_FORM = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Apply</title></head><body>
<form><label for="first">First name</label><input id="first" data-bind>
<label for="email">Email</label><input id="email" type="email" data-bind>
<label for="pw">Password</label><input id="pw" type="password">
<label for="colour">Favourite colour</label><input id="colour" data-bind>
<label><input type="checkbox" id="terms"> I agree to the Terms of Service</label>
<label><input type="checkbox" id="offers" checked> Send me offers from partners</label></form>
<script>
const state = { first: '', email: '', colour: '' };
const fields = [...document.querySelectorAll('[data-bind]')];
const render = () => { for (const el of fields) if (el.value !== state[el.id]) el.value = state[el.id]; };
for (const el of fields) el.addEventListener('input', () => { state[el.id] = el.value; render(); });
setInterval(render, 30);
</script></body></html>`;

test('a fill from the popup is previewed in the page, free when cancelled, applied so a controlled form keeps it, undone, and charged once for what was applied', async () => {
  const baseURL = String(test.info().project.use.baseURL);
  const page = await extension.context.newPage();
  const user = await verifiedUser(page, 'extension-fill');
  await logInThroughUi(page, user);
  // The sign-in is done (its handoff to the extension under way) before the test goes on.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(storedToken).toMatch(/^fdx_/);
  const fields = [
    { name: 'First name', value: 'Ada', type: 'text' },
    { name: 'Email', value: 'ada@example.com', type: 'email' },
  ];
  const created = await page.request.post('/api/create_template', { data: { title: 'Quick apply', fields } });
  expect(created.status()).toBe(201);

  await extension.context.route(`${baseURL}/e2e-controlled-form`, (route) =>
    route.fulfill({ contentType: 'text/html', body: CONTROLLED_FORM }),
  );
  const form = await extension.context.newPage();
  await form.goto('/e2e-controlled-form');
  const popup = await openPopupFor(extension, form);
  await expect(popup.getByRole('radio', { name: 'Quick apply' })).toBeChecked();
  await popup.getByRole('button', { name: 'Fill this page' }).click();

  // A preview closed without applying costs nothing and is not in the history.
  await expect.poll(() => previewText(form)).toContain('Applying uses 1 credit; you have 500.');
  await previewClick(form, 'Cancel');
  await expect.poll(() => previewFrame(form)).toBeUndefined();
  expect((await (await page.request.get('/api/me')).json()).balance).toBe(500);
  expect((await (await page.request.get('/api/usage')).json()).items).toEqual([]);

  await popup.reload();
  await popup.getByRole('button', { name: 'Fill this page' }).click();
  await expect.poll(() => previewText(form)).toContain('Check before filling');
  const preview = await previewText(form);
  expect(preview).toContain('First name');
  expect(preview).toContain('ada@example.com');
  expect(preview).toContain('4 of 5 fields. Applying uses 1 credit; you have 500.');
  expect(preview).not.toContain('Password');
  // The template's default settings tick the terms and clear the partners' offers, and say so.
  expect(preview).toContain('Agreement: ticked by your template’s settings');
  expect(preview).toContain('Marketing or partner offer: cleared by your template’s settings');
  // The user keeps the email out of this fill.
  await previewFrame(form)?.getByRole('checkbox', { name: 'Email' }).uncheck();
  await previewClick(form, 'Apply');
  await expect.poll(() => previewText(form)).toContain('Filled 3 fields.');
  await expect.poll(() => previewText(form)).toContain('This fill used 1 credit; 499 left.');
  // The popup, still open, follows the balance (live updates over the extension's session).
  await expect(popup.getByText('Free plan · 499 credits left')).toBeVisible();
  await form.waitForTimeout(200);
  // Still there after the form re-rendered from its state many times.
  await expect(form.locator('#first')).toHaveValue('Ada');
  await expect(form.locator('#email')).toHaveValue('');
  await expect(form.locator('#pw')).toHaveValue('');
  await expect(form.locator('#colour')).toHaveValue('');
  await expect(form.locator('#terms')).toBeChecked();
  await expect(form.locator('#offers')).not.toBeChecked();

  await previewClick(form, 'Undo');
  await expect.poll(() => previewText(form)).toContain('The page is back as it was.');
  await form.waitForTimeout(200);
  await expect(form.locator('#first')).toHaveValue('');
  await expect(form.locator('#terms')).not.toBeChecked();
  await expect(form.locator('#offers')).toBeChecked();

  // The dashboard, open all along and never reloaded, shows the fill as it happened (live
  // updates): one credit spent, by the built-in matcher, for the 3 fields applied, on this site.
  await expect(page).toHaveURL(/\/dashboard$/);
  const history = page.getByRole('heading', { name: 'Transaction history' }).locator('xpath=../../..');
  const row = history.getByRole('row', { name: /Quick apply/ });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toHaveText([
    'Quick apply',
    new URL(baseURL).hostname,
    'Built-in matcher',
    '3',
    '0',
    '1',
    'success',
    /./,
  ]);
  const balanceCard = page.getByRole('heading', { name: texts.dashboard.balance, exact: true }).locator('xpath=../..');
  await expect(balanceCard).toContainText('499');
  const me = await (await page.request.get('/api/me')).json();
  expect(me.balance).toBe(499);
});

test('the practice form FillDeck serves is filled through the extension and keeps its values', async () => {
  const page = await extension.context.newPage();
  // The previous test left its user connected: this sign-in must replace that session.
  const previous = await storedToken();
  const user = await verifiedUser(page, 'extension-practice');
  await logInThroughUi(page, user);
  // The sign-in is done (its handoff to the extension under way) before the test goes on.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(storedToken).not.toBe(previous);
  expect(await storedToken()).toMatch(/^fdx_/);
  const fields = [
    { name: 'Full name', value: 'Grace Hopper', type: 'text' },
    { name: 'Email', value: 'grace@example.com', type: 'email' },
    { name: 'Country', value: 'United States', type: 'text' },
    { name: 'Job title', value: 'Rear Admiral', type: 'text' },
  ];
  expect((await page.request.post('/api/create_template', { data: { title: 'Practice', fields } })).status()).toBe(201);

  // Linked from the template editor and the default-info page as "Try it on a sample form".
  await page.goto('/default-info');
  await page.getByRole('link', { name: 'Try it on a sample form' }).click();
  await expect(page.getByRole('heading', { name: 'Practice form', level: 1 })).toBeVisible();
  const popup = await openPopupFor(extension, page);
  await popup.getByRole('button', { name: 'Fill this page' }).click();
  await expect.poll(() => previewText(page)).toContain('Check before filling');
  await previewClick(page, 'Apply');
  await expect.poll(() => previewText(page)).toContain('Filled 5 fields.');
  await page.getByLabel('Cover letter').click();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Grace');
  await expect(page.getByLabel('Last name', { exact: true })).toHaveValue('Hopper');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('grace@example.com');
  await expect(page.getByLabel('Country')).toHaveValue('US');
  await expect(page.getByLabel('Job title')).toHaveValue('Rear Admiral');
});
