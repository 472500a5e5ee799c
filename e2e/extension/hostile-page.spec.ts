import { expect, test } from '@playwright/test';
import { installExtensionFromServer, type LoadedExtension, openPopupFor, storedToken } from '../support/extension.ts';
import { previewFrame, previewText } from '../support/preview.ts';
import { logInThroughUi, verifiedUser } from '../support/users.ts';

// A page that attacks the preview: it searches the document for the proposed values the moment the
// preview opens (window.find reaches into closed shadow roots), listens for every key typed, offers
// fields the user cannot see, and fades or covers the preview to catch a click on Apply. It must get
// nothing: no value before the user applies it, no key, no hidden field filled, no click that counts.

let extension: LoadedExtension;

test.beforeAll(async () => {
  extension = await installExtensionFromServer(String(test.info().project.use.baseURL));
});

test.afterAll(async () => {
  await extension?.close();
});

const VALUES = { name: 'Ada Hostile', email: 'ada.hostile@example.com', phone: '+44 20 7946 0321' };

const HOSTILE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign up</title></head><body>
<h1>Sign up</h1>
<form>
  <label for="name">Full name</label><input id="name" name="name">
  <label for="email">Email</label><input id="email" name="email" type="email">
  <label for="phone">Phone</label><input id="phone" name="phone" type="tel">
  <label for="trap-email">Email</label><input id="trap-email" name="email2" type="email" style="position:absolute;left:-10000px">
  <label for="trap-name" style="position:absolute;left:-10000px">Full name</label>
  <input id="trap-name" name="fullname2" style="width:1px;height:1px;opacity:0">
</form>
<script>
  window.__found = [];
  window.__keys = [];
  window.__filledWhile = [];
  // When a value arrives, was the preview faded or covered? (It must never be.)
  document.querySelector('form').addEventListener('input', () => {
    const panel = document.querySelector('filldeck-panel');
    window.__filledWhile.push((panel && panel.style.opacity === '0') || document.getElementById('decoy') ? 'hidden' : 'shown');
  });
  const secrets = ${JSON.stringify(Object.values(VALUES))};
  for (const type of ['keydown', 'keyup', 'keypress']) {
    window.addEventListener(type, (event) => window.__keys.push(type + ':' + (event.key || '')), true);
  }
  // What a thief would do: search the whole document, shadow roots included, over and over.
  setInterval(() => {
    for (const secret of secrets) {
      if (window.find(secret, false, false, true)) window.__found.push(secret);
      window.getSelection()?.removeAllRanges();
    }
    const panel = document.querySelector('filldeck-panel');
    if (panel && panel.shadowRoot) window.__found.push('shadow root open');
    for (const secret of secrets) if (document.body.innerText.includes(secret)) window.__found.push('html:' + secret);
  }, 25);
</script></body></html>`;

test('a hostile page reads no proposed value, hears no key, fills no hidden field, and cannot catch a click on Apply', async () => {
  const baseURL = String(test.info().project.use.baseURL);
  const page = await extension.context.newPage();
  const previous = await storedToken(extension.worker);
  const user = await verifiedUser(page, 'extension-hostile');
  await logInThroughUi(page, user);
  // The sign-in is done (its handoff to the extension under way) before the test goes on.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => storedToken(extension.worker)).not.toBe(previous);
  const fields = [
    { name: 'Full name', value: VALUES.name, type: 'text' },
    { name: 'Email', value: VALUES.email, type: 'email' },
    { name: 'Phone', value: VALUES.phone, type: 'tel' },
  ];
  expect((await page.request.post('/api/create_template', { data: { title: 'Me', fields } })).status()).toBe(201);

  await extension.context.route(`${baseURL}/e2e-hostile`, (route) =>
    route.fulfill({ contentType: 'text/html', body: HOSTILE_PAGE }),
  );
  const form = await extension.context.newPage();
  await form.goto('/e2e-hostile');
  const popup = await openPopupFor(extension, form);
  await popup.getByRole('button', { name: 'Fill this page' }).click();

  await expect.poll(() => previewText(form)).toContain('Check before filling');
  const preview = await previewText(form);
  expect(preview).toContain(VALUES.email);
  // The fields the user cannot see are not even proposed.
  expect(preview).toContain('3 of 3 fields.');
  const frame = previewFrame(form);
  if (!frame) throw new Error('no preview');

  // The user edits a value and unticks another: the page hears none of it.
  const name = frame.getByLabel('Value for Full name');
  await name.press('End');
  await name.pressSequentially(' Jr');
  await frame.getByLabel('Phone', { exact: true }).uncheck();
  expect(await form.evaluate(() => (window as unknown as { __keys: string[] }).__keys)).toEqual([]);

  // The page fades the preview (its own style cannot: the extension's is inline and important,
  // so it does it by script), then covers it with a decoy that lets clicks through.
  await form.addStyleTag({ content: 'filldeck-panel { opacity: 0 !important }' });
  await form.evaluate(() =>
    document.querySelector<HTMLElement>('filldeck-panel')?.style.setProperty('opacity', '0', 'important'),
  );
  await frame.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect.poll(() => previewText(form)).toContain('The page hid or covered this preview, so Apply did not count.');
  await expect(form.locator('#email')).toHaveValue('');

  await form.evaluate(() => {
    const panel = document.querySelector<HTMLElement>('filldeck-panel');
    panel?.style.removeProperty('opacity');
    const decoy = document.createElement('div');
    decoy.id = 'decoy';
    decoy.textContent = 'Click here to win';
    decoy.style.cssText = 'position:fixed;inset:0;z-index:2147483647;pointer-events:none;background:#fff';
    document.documentElement.append(decoy);
  });
  await frame.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(form.locator('#email')).toHaveValue('');
  expect(await form.evaluate(() => (window as unknown as { __found: string[] }).__found)).toEqual([]);

  // Shown as it should be again, the user's Apply counts (once the preview has been in plain sight
  // for a moment): the ticked rows only, with the edit.
  await form.evaluate(() => document.getElementById('decoy')?.remove());
  // A click before the browser has seen the cover go is still refused: the user clicks again.
  await expect(async () => {
    await frame.getByRole('button', { name: 'Apply', exact: true }).click({ timeout: 2000 });
    await expect.poll(() => previewText(form), { timeout: 2000 }).toContain('Filled 2 fields.');
  }).toPass({ timeout: 15_000 });
  await expect(form.locator('#name')).toHaveValue('Ada Hostile Jr');
  await expect(form.locator('#email')).toHaveValue(VALUES.email);
  await expect(form.locator('#phone')).toHaveValue('');
  await expect(form.locator('#trap-email')).toHaveValue('');
  await expect(form.locator('#trap-name')).toHaveValue('');
  expect(await form.evaluate(() => (window as unknown as { __filledWhile: string[] }).__filledWhile)).toEqual([
    'shown',
    'shown',
  ]);
});
