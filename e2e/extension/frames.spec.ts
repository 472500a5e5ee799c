import { expect, test } from '@playwright/test';
import { installExtensionFromServer, type LoadedExtension, openPopupFor, storedToken } from '../support/extension.ts';
import { previewClick, previewText } from '../support/preview.ts';
import { logInThroughUi, verifiedUser } from '../support/users.ts';

// A page whose form is partly in a frame of another site, as embedded sign-up and payment forms
// are: the fill script runs in every frame, each reads and fills its own fields, the page shows one preview.

let extension: LoadedExtension;
let frameOrigin: string;

test.beforeAll(async () => {
  const baseURL = String(test.info().project.use.baseURL);
  // Another origin for the frame: the same server under its IP address.
  frameOrigin = baseURL.replace('localhost', '127.0.0.1');
  extension = await installExtensionFromServer(baseURL, { alsoAllow: [frameOrigin] });
});

test.afterAll(async () => {
  await extension?.close();
});

const PAGE = (
  frameSrc: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Join</title></head><body>
<h1>Join the club</h1><label for="email">Email</label><input id="email" type="email">
<iframe title="Your details" src="${frameSrc}" style="width:400px;height:200px"></iframe></body></html>`;

const FRAME = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Details</title></head><body>
<label for="name">Full name</label><input id="name">
<label for="pw">Password</label><input id="pw" type="password"></body></html>`;

test('a form split across the page and a frame of another site is previewed once, filled in both, and undone in both', async () => {
  const baseURL = String(test.info().project.use.baseURL);
  await extension.context.route(`${baseURL}/e2e-join`, (route) =>
    route.fulfill({ contentType: 'text/html', body: PAGE(`${frameOrigin}/e2e-join-details`) }),
  );
  await extension.context.route(`${frameOrigin}/e2e-join-details`, (route) =>
    route.fulfill({ contentType: 'text/html', body: FRAME }),
  );
  const page = await extension.context.newPage();
  const previous = await storedToken(extension.worker);
  const user = await verifiedUser(page, 'extension-frames');
  await logInThroughUi(page, user);
  // The sign-in is done (its handoff to the extension under way) before the test goes on.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => storedToken(extension.worker)).not.toBe(previous);
  const fields = [
    { name: 'Full name', value: 'Katherine Johnson', type: 'text' },
    { name: 'Email', value: 'katherine@example.com', type: 'email' },
  ];
  expect((await page.request.post('/api/create_template', { data: { title: 'Club', fields } })).status()).toBe(201);

  const form = await extension.context.newPage();
  await form.goto('/e2e-join');
  const details = form.frameLocator('iframe[title="Your details"]');
  await expect(details.getByLabel('Full name')).toBeVisible();
  const popup = await openPopupFor(extension, form);
  await popup.getByRole('button', { name: 'Fill this page' }).click();

  await expect.poll(() => previewText(form)).toContain('Check before filling');
  const preview = await previewText(form);
  expect(preview).toContain('katherine@example.com');
  expect(preview).toContain('Katherine Johnson');
  expect(preview).not.toContain('Password');
  // The value going into the other site's frame says where it goes.
  expect(preview).toContain(`In a frame from ${new URL(frameOrigin).host}`);
  await previewClick(form, 'Apply');
  await expect.poll(() => previewText(form)).toContain('Filled 2 fields.');
  await expect(form.getByLabel('Email')).toHaveValue('katherine@example.com');
  await expect(details.getByLabel('Full name')).toHaveValue('Katherine Johnson');
  await expect(details.getByLabel('Password')).toHaveValue('');

  await previewClick(form, 'Undo');
  await expect.poll(() => previewText(form)).toContain('The page is back as it was.');
  await expect(form.getByLabel('Email')).toHaveValue('');
  await expect(details.getByLabel('Full name')).toHaveValue('');
});
