import { texts } from '@filldeck/shared';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsInFrame } from '../support/axe.ts';
import { installExtensionFromServer, type LoadedExtension, openPopupFor, storedToken } from '../support/extension.ts';
import { dragPreview, previewClick, previewFrame, previewText } from '../support/preview.ts';
import { logInThroughUi, verifiedUser } from '../support/users.ts';

// The preview as a user works with it: another option of a list, a cover letter edited with its
// lines, the fields left unfilled and why, the field a row is about shown on the page, the preview
// docked on the other side, dragged anywhere and moved with the keys, and kept there after a reload, rings on what was filled (the chosen radio, a field in a
// same-origin frame), one Close, and no serious accessibility fault in either theme.

let extension: LoadedExtension;

test.beforeAll(async () => {
  extension = await installExtensionFromServer(String(test.info().project.use.baseURL));
});

test.afterAll(async () => {
  await extension?.close();
});

const LETTER = 'Dear hiring team,\nI would like to apply.\nBest regards,\nMary';

const APPLY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Apply</title></head><body>
<h1>Apply</h1>
<form>
  <p><label for="email">Email</label> <input id="email" type="email"
    oninput="if (!this.value.endsWith('@langley.example.gov')) this.value = ''"></p>
  <p><label for="country">Country</label>
    <select id="country"><option value="">Choose…</option><option value="GB">United Kingdom</option>
    <option value="FR">France</option><option value="US">United States</option></select></p>
  <fieldset><legend>Preferred shift</legend>
    <label><input type="radio" name="shift" id="shift-early" value="early"> Early</label>
    <label><input type="radio" name="shift" id="shift-late" value="late"> Late</label></fieldset>
  <p><label for="letter">Cover letter</label><br><textarea id="letter" rows="5" cols="40"></textarea></p>
  <p><label for="colour">Favourite colour</label> <input id="colour"></p>
  <iframe title="Your name" srcdoc="<label for=name>Full name</label> <input id=name>" style="height:60px"></iframe>
</form></body></html>`;

async function startFill(page: Page) {
  const popup = await openPopupFor(extension, page);
  await popup.getByRole('button', { name: 'Fill this page' }).click();
  await expect.poll(() => previewText(page)).toContain('Check before filling');
  await popup.close();
  const frame = previewFrame(page);
  if (!frame) throw new Error('no preview');
  return frame;
}

test('the preview offers a list’s options, keeps a letter’s lines, says what it left and why, shows each row’s field, and docks', async () => {
  const baseURL = String(test.info().project.use.baseURL);
  const page = await extension.context.newPage();
  const previous = await storedToken(extension.worker);
  const user = await verifiedUser(page, 'extension-preview');
  await logInThroughUi(page, user);
  // The sign-in is done (its handoff to the extension under way) before the test goes on.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => storedToken(extension.worker)).not.toBe(previous);
  const fields = [
    { name: 'Full name', value: 'Mary Jackson', type: 'text' },
    { name: 'Email', value: 'mary@example.com', type: 'email' },
    { name: 'Country', value: 'United Kingdom', type: 'text' },
    { name: 'Preferred shift', value: 'Late', type: 'text' },
    { name: 'Cover letter', value: LETTER, type: 'text' },
  ];
  const created = await page.request.post('/api/create_template', { data: { title: 'Jobs', fields } });
  expect(created.status()).toBe(201);

  await extension.context.route(`${baseURL}/e2e-apply`, (route) =>
    route.fulfill({ contentType: 'text/html', body: APPLY_PAGE }),
  );
  const form = await extension.context.newPage();
  await form.goto('/e2e-apply');
  const frame = await startFill(form);

  // What was left, and why, with the way to add it.
  const skipped = frame.getByRole('region', { name: /Not filled/ });
  await expect(skipped).toContainText('Favourite colour');
  await expect(skipped).toContainText('Nothing in your template fits');
  // This server has no AI model: the preview says why open questions stay empty.
  await expect(skipped).toContainText(texts.ai.notSetUp);
  await expect(skipped.getByRole('link', { name: 'Add what is missing to your template' })).toHaveAttribute(
    'href',
    /\/templates\/[\w-]+$/,
  );

  // Pointing at a row shows its field on the page.
  await frame.getByText('Email', { exact: true }).hover();
  await expect.poll(() => form.locator('#email').evaluate((e) => getComputedStyle(e).outlineStyle)).toBe('dashed');

  // Another option of the list; the letter edited in a text area, lines kept.
  await frame.getByLabel('Value for Country').selectOption({ label: 'France' });
  const letter = frame.getByLabel('Value for Cover letter');
  await expect(letter).toHaveValue(LETTER);
  await letter.press('Control+End');
  await letter.press('Enter');
  await letter.pressSequentially('PS: I can start in May.');
  // The page takes only its own addresses: Apply names the row it refused, and why.

  // Docked on the left, then dragged by its title and nudged with the keys (in a window tall
  // enough for the whole preview to move down).
  await form.setViewportSize({ width: 1280, height: 1000 });
  const panelStyle = () => form.locator('filldeck-panel').getAttribute('style');
  await previewClick(form, 'Move FillDeck to the left');
  await expect.poll(panelStyle).toContain('left: 16px');
  await dragPreview(form, 200, 150);
  await expect.poll(panelStyle).toContain('left: 216px');
  expect(await panelStyle()).toContain('top: 166px');
  await frame.getByRole('button', { name: 'Move FillDeck', exact: true }).press('ArrowDown');
  await expect.poll(panelStyle).toContain('top: 190px');
  // Dragged past the right edge, it stops inside the window, on the right.
  await dragPreview(form, 760, 0);
  await expect.poll(panelStyle).toContain('right: 0px');
  await dragPreview(form, -300, 0);
  await expect.poll(panelStyle).toContain('right: 300px');
  expect(await panelStyle()).toContain('top: 190px');

  await previewClick(form, 'Apply');
  await expect.poll(() => previewText(form)).toContain('Not set on the page');
  const done = await previewText(form);
  expect(done).toContain('Filled 4 fields.');
  expect(done).toContain('Email');
  expect(done).toContain('The page did not take the value');
  await expect(form.locator('#email')).toHaveValue('');
  await expect(form.locator('#country')).toHaveValue('FR');
  await expect(form.locator('#letter')).toHaveValue(`${LETTER}\nPS: I can start in May.`);
  // The ring is on the chosen radio, and on the field in the same-origin frame.
  await expect(form.locator('#shift-late')).toBeChecked();
  await expect(form.locator('#shift-late')).toHaveAttribute('data-filldeck-filled', '');
  await expect(form.locator('#shift-early')).not.toHaveAttribute('data-filldeck-filled', '');
  await expect(form.frameLocator('iframe[title="Your name"]').locator('#name')).toHaveAttribute(
    'data-filldeck-filled',
    '',
  );

  // After Apply: Undo, and one Close.
  await expect(frame.getByRole('button', { name: /Close/ })).toHaveCount(1);
  await expect(frame.getByRole('button', { name: 'Undo' })).toBeVisible();
  await frame.getByRole('button', { name: 'Undo' }).focus();
  await previewClick(form, 'Close');
  await expect.poll(() => form.locator('filldeck-panel').count()).toBe(0);
  // No field keeps the ring the preview pointed with.
  await expect.poll(() => form.locator('#email').evaluate((e) => getComputedStyle(e).outlineStyle)).not.toBe('dashed');

  // After a reload, the next fill opens where the preview was left, and it passes axe in both themes.
  await form.reload();
  const next = await startFill(form);
  await expect.poll(panelStyle).toContain('right: 300px');
  expect(await panelStyle()).toContain('top: 190px');
  for (const colorScheme of ['light', 'dark'] as const) {
    await form.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolationsInFrame(next);
  }
});

const UPLOAD_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Apply</title></head><body>
<h1>Apply for Data Engineer</h1>
<form>
  <p><label for="name">Full name</label> <input id="name"></p>
  <p><label for="cv">Resume/CV</label> <input id="cv" type="file" accept=".pdf,.docx"></p>
  <div id="zone" style="border:1px dashed; padding:16px; width:320px">
    <p>Cover letter</p><p>Drop a file here or <button type="button">browse</button></p>
    <input id="letter" type="file" style="display:none">
  </div>
</form>
<script>
  window.picked = [];
  document.addEventListener('change', async (e) => {
    if (e.target.type !== 'file') return;
    const file = e.target.files[0];
    window.picked.push(e.target.id + ':' + (file ? file.name + ':' + (await file.text()) : ''));
  }, true);
</script></body></html>`;

test('the preview offers the résumé from the template for a file input, attaches it on Apply and takes it off on Undo', async () => {
  const baseURL = String(test.info().project.use.baseURL);
  const page = await extension.context.newPage();
  const previous = await storedToken(extension.worker);
  const user = await verifiedUser(page, 'extension-files');
  await logInThroughUi(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => storedToken(extension.worker)).not.toBe(previous);
  const uploaded = await page.request.post('/api/files', {
    data: Buffer.from('%PDF-1.4\nMaya Chen, data engineer\n%%EOF\n'),
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'maya-chen-cv.pdf' },
  });
  expect(uploaded.status()).toBe(201);
  const { file } = await uploaded.json();
  const fields = [
    { name: 'Full name', value: 'Maya Chen', type: 'text' },
    { name: 'Résumé', value: file.id, type: 'file' },
  ];
  expect((await page.request.post('/api/create_template', { data: { title: 'Jobs', fields } })).status()).toBe(201);

  await extension.context.route(`${baseURL}/e2e-upload`, (route) =>
    route.fulfill({ contentType: 'text/html', body: UPLOAD_PAGE }),
  );
  const form = await extension.context.newPage();
  await form.goto('/e2e-upload');
  const frame = await startFill(form);
  const text = await previewText(form);
  expect(text).toContain('Resume/CV');
  expect(text).toContain('maya-chen-cv.pdf, 40 bytes');
  // The template holds no cover letter: the drop zone is listed as not filled, never given the résumé.
  await expect(frame.getByRole('region', { name: /Not filled/ })).toContainText('Cover letter');

  await previewClick(form, 'Apply');
  await expect.poll(() => previewText(form)).toContain('Filled 2 fields.');
  await expect(form.locator('#name')).toHaveValue('Maya Chen');
  await expect
    .poll(() => form.evaluate(() => (window as unknown as { picked: string[] }).picked))
    .toEqual(['cv:maya-chen-cv.pdf:%PDF-1.4\nMaya Chen, data engineer\n%%EOF\n']);

  await previewClick(form, 'Undo');
  await expect
    .poll(() => form.evaluate(() => (document.getElementById('cv') as HTMLInputElement).files?.length))
    .toBe(0);
  await expect(form.locator('#name')).toHaveValue('');
});

const SHIFT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Apply</title></head><body>
<form>
  <p><label for="name">Full name</label> <input id="name"></p>
  <p><label for="shift">Preferred shift</label>
    <select id="shift"><option value="">Choose…</option><option value="early">Early</option><option value="late">Late</option></select></p>
  <p><label for="hear">How did you hear about us?</label> <input id="hear"></p>
</form></body></html>`;

test('an answer changed in the preview and remembered for the site comes back on the next visit, marked, at no cost', async () => {
  const baseURL = String(test.info().project.use.baseURL);
  const page = await extension.context.newPage();
  const previous = await storedToken(extension.worker);
  const user = await verifiedUser(page, 'extension-remember');
  await logInThroughUi(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => storedToken(extension.worker)).not.toBe(previous);
  const fields = [
    { name: 'Full name', value: 'Maya Chen', type: 'text' },
    { name: 'Preferred shift', value: 'Late', type: 'text' },
  ];
  expect((await page.request.post('/api/create_template', { data: { title: 'Jobs', fields } })).status()).toBe(201);
  await extension.context.route(`${baseURL}/e2e-shift`, (route) =>
    route.fulfill({ contentType: 'text/html', body: SHIFT_PAGE }),
  );

  // First visit: the template says Late; the user picks Early and asks to remember it.
  const form = await extension.context.newPage();
  await form.goto('/e2e-shift');
  let frame = await startFill(form);
  const remember = frame.getByRole('checkbox', { name: 'Remember for this site: Preferred shift' });
  await expect(remember).toBeHidden();
  await frame.getByLabel('Value for Preferred shift').selectOption({ label: 'Early' });
  await remember.check();
  // A field the template has nothing for: the user types an answer there, and keeps it too.
  await frame.getByRole('textbox', { name: 'Your answer (optional): How did you hear about us?' }).fill('A friend');
  await frame.getByRole('checkbox', { name: 'Remember for this site: How did you hear about us?' }).check();
  await frame.getByRole('checkbox', { name: 'Add to my template: How did you hear about us?' }).check();
  await previewClick(form, 'Apply');
  await expect.poll(() => previewText(form)).toContain('This fill used 1 credit; 499 left.');
  expect(await previewText(form)).toContain('Filled 3 fields.');
  await expect(form.locator('#shift')).toHaveValue('early');
  await expect(form.locator('#hear')).toHaveValue('A friend');
  // Added to the template too, as a field of its own.
  await expect
    .poll(async () => {
      const { templates } = await (await page.request.get('/api/templates')).json();
      return templates[0]?.adHocFields?.map((f: { name: string; value: string }) => `${f.name}=${f.value}`);
    })
    .toContain('How did you hear about us?=A friend');
  await expect
    .poll(async () => (await (await page.request.get('/api/remembered-answers')).json()).sites)
    .toEqual([
      {
        site: new URL(baseURL).hostname,
        answers: expect.arrayContaining([
          expect.objectContaining({ value: 'early', field: expect.objectContaining({ label: 'Preferred shift' }) }),
          expect.objectContaining({
            value: 'A friend',
            field: expect.objectContaining({ label: 'How did you hear about us?' }),
          }),
        ]),
      },
    ]);
  await previewClick(form, 'Close');

  // Next visit: the remembered answer is proposed and marked; applied alone it costs nothing.
  await form.reload();
  frame = await startFill(form);
  await expect(frame.getByLabel('Value for Preferred shift')).toHaveValue('early');
  expect(await previewText(form)).toContain('Remembered for this site');
  await frame.getByRole('checkbox', { name: 'Full name' }).uncheck();
  await previewClick(form, 'Apply');
  await expect.poll(() => previewText(form)).toContain('Nothing more was charged; 499 left.');
  await expect(form.locator('#shift')).toHaveValue('early');
  await expect(form.locator('#hear')).toHaveValue('A friend');
  await expect(form.locator('#name')).toHaveValue('');
});

const WIZARD_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Apply</title></head><body>
<h1>Apply: Data Engineer</h1>
<form>
  <section id="step1"><h2>Step 1 of 2: About you</h2>
    <p><label for="name">Full name</label> <input id="name"></p>
    <p><label for="cv">Resume/CV</label> <input id="cv" type="file" accept=".pdf"></p>
    <button type="button" id="next">Next</button>
  </section>
  <section id="step2" style="display:none"><h2>Step 2 of 2: Where you live</h2>
    <p><label for="country">Country</label>
      <select id="country"><option value="">Choose…</option><option value="CA">Canada</option><option value="US">United States</option></select></p>
    <p><label for="state">Province / State</label> <select id="state" disabled><option value="">Choose a country first</option></select></p>
  </section>
</form>
<script>
  document.getElementById('next').onclick = () => {
    document.getElementById('step1').style.display = 'none';
    document.getElementById('step2').style.display = 'block';
  };
  // The provinces load after the country is chosen, and the list stays disabled until then, as on real forms.
  document.getElementById('country').addEventListener('change', (e) => {
    const state = document.getElementById('state');
    state.innerHTML = '<option value="">Loading…</option>';
    setTimeout(() => {
      const list = e.target.value === 'CA' ? ['Ontario', 'Quebec'] : ['Texas', 'Utah'];
      state.innerHTML = '<option value="">Choose…</option>' + list.map((p) => '<option>' + p + '</option>').join('');
      state.disabled = false;
    }, 300);
  });
</script></body></html>`;

test('an application in two steps: the résumé attached in step 1, step 2 offered when it appears, its dependent list filled, one fill charged once', async () => {
  const baseURL = String(test.info().project.use.baseURL);
  const page = await extension.context.newPage();
  const previous = await storedToken(extension.worker);
  const user = await verifiedUser(page, 'extension-steps');
  await logInThroughUi(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => storedToken(extension.worker)).not.toBe(previous);
  const uploaded = await page.request.post('/api/files', {
    data: Buffer.from('%PDF-1.4\n%%EOF\n'),
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'cv.pdf' },
  });
  const { file } = await uploaded.json();
  const fields = [
    { name: 'Full name', value: 'Maya Chen', type: 'text' },
    { name: 'Résumé', value: file.id, type: 'file' },
    { name: 'Country', value: 'Canada', type: 'text' },
    { name: 'Province', value: 'Ontario', type: 'text' },
  ];
  expect((await page.request.post('/api/create_template', { data: { title: 'Jobs', fields } })).status()).toBe(201);
  await extension.context.route(`${baseURL}/e2e-wizard`, (route) =>
    route.fulfill({ contentType: 'text/html', body: WIZARD_PAGE }),
  );

  const form = await extension.context.newPage();
  await form.goto('/e2e-wizard');
  await startFill(form);
  expect(await previewText(form)).toContain('cv.pdf, 15 bytes');
  await previewClick(form, 'Apply');
  await expect.poll(() => previewText(form)).toContain('This fill used 1 credit; 499 left.');
  await expect(form.locator('#name')).toHaveValue('Maya Chen');
  expect(await form.evaluate(() => (document.getElementById('cv') as HTMLInputElement).files?.[0]?.name)).toBe(
    'cv.pdf',
  );

  // The page shows step 2: the preview offers it, keeping Undo.
  await form.locator('#next').click();
  await expect.poll(() => previewText(form)).toContain('Fill step 2 with Jobs?');
  await previewClick(form, 'Fill step 2');
  await expect.poll(() => previewText(form)).toContain('Check before filling');
  const step2 = await previewText(form);
  expect(step2).toContain('Country');
  expect(step2).toContain('Province / State');
  expect(step2).toContain('You have 499 credits.');
  await previewClick(form, 'Apply');
  await expect.poll(() => previewText(form)).toContain('Nothing more was charged; 499 left.');
  await expect(form.locator('#country')).toHaveValue('CA');
  await expect(form.locator('#state')).toHaveValue('Ontario');

  // One fill in the history, with the fields of both steps.
  const history = await (await page.request.get('/api/usage')).json();
  expect(history.items).toHaveLength(1);
  expect(history.items[0]).toMatchObject({ filled_fields: 4, balance_used: 1 });
});
