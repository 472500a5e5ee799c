import { texts } from '@filldeck/shared';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { waitForLink } from '../support/mail.ts';
import { newUser, registerThroughUi, type TestUser } from '../support/users.ts';

// The first two minutes: from the landing page to a signed-in dashboard that shows the way to a
// first fill (docs/product.md#dashboard).

const FIRST_STEPS = 'Get started with FillDeck';
const EXTENSION_ORIGIN = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';

const firstSteps = (page: Page) => page.getByRole('region', { name: FIRST_STEPS });
/** Each step's title, with what a screen reader hears after it: (done) or (to do). */
const stepTexts = (steps: Locator) => steps.locator('li > div > p:first-child').allTextContents();
const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;

async function registerAndVerify(page: Page, prefix: string): Promise<TestUser> {
  const user = newUser(prefix);
  await registerThroughUi(page, user);
  await page.goto(await waitForLink(user.email, '/verify-email?token='));
  return user;
}

test('the verification link signs a new user in on the dashboard: Welcome, the first steps, prebuilt templates, zero figures', async ({
  page,
}) => {
  const user = await registerAndVerify(page, 'first-run');
  // No second log-in: the link opened the dashboard, signed in.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByText(user.name)).toBeVisible();
  await expect(page.getByText(`Welcome, ${user.name}.`, { exact: true })).toBeVisible();
  await expect(page.getByText(texts.dashboard.welcomeBack(user.name))).toHaveCount(0);

  const steps = firstSteps(page);
  await expect(steps).toContainText('Four steps to your first filled form, about two minutes. 0 of 4 done.');
  expect(await stepTexts(steps)).toEqual([
    'Install the extension (to do)',
    'Connect it to your account (to do)',
    'Add your details (to do)',
    'Fill the practice form (to do)',
  ]);
  await expect(steps.getByRole('link', { name: 'Get the extension' })).toHaveAttribute('href', '/extension');
  await expect(steps.getByRole('link', { name: 'Add your details' })).toHaveAttribute('href', '/your-details');
  await expect(steps.getByRole('link', { name: 'Open the practice form' })).toHaveAttribute('href', '/practice');

  // The first steps, then the prebuilt templates, then the figures, all still zero.
  const prebuilt = page.getByRole('heading', { name: 'Start from a prebuilt template' });
  const templatesCard = page.getByRole('main').getByRole('heading', { name: texts.dashboard.templates, exact: true });
  await expect(templatesCard.locator('xpath=../..').getByText('0', { exact: true })).toBeVisible();
  expect(await top(steps)).toBeLessThan(await top(prebuilt));
  expect(await top(prebuilt)).toBeLessThan(await top(templatesCard));
  const fillsCard = page.getByRole('heading', { name: texts.dashboard.aiTransactions }).locator('xpath=../..');
  await expect(fillsCard.getByText('0', { exact: true })).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // The practice form is one click away.
  await steps.getByRole('link', { name: 'Open the practice form' }).click();
  await expect(page.getByRole('heading', { name: 'Practice form', level: 1 })).toBeVisible();
  await page.goBack();

  // Dismissed, the first steps stay away, also after a reload; the greeting stays until a first fill.
  await firstSteps(page).getByRole('button', { name: 'Dismiss getting started' }).click();
  await expect(firstSteps(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(`Welcome, ${user.name}.`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Transaction history' })).toBeVisible();
  await expect(firstSteps(page)).toHaveCount(0);
});

test('each first step is ticked from what is true: extension signed in, a first fill, details saved', async ({
  page,
}) => {
  const user = await registerAndVerify(page, 'first-steps');
  const steps = firstSteps(page);
  await expect(steps).toContainText('0 of 4 done.');

  // The extension signs in (what it does with the dashboard's handoff, here from a browser
  // elsewhere): installed and connected.
  const { token: idToken } = await (await page.request.get('/api/auth/token')).json();
  const exchange = await page.request.post('/api/extension/session', {
    data: { idToken, browser: 'Chrome on Linux' },
    headers: { origin: EXTENSION_ORIGIN },
  });
  expect(exchange.status()).toBe(201);
  await page.reload();
  await expect(steps).toContainText('2 of 4 done.');
  expect(await stepTexts(steps)).toEqual([
    'Install the extension (done)',
    'Connect it to your account (done)',
    'Add your details (to do)',
    'Fill the practice form (to do)',
  ]);

  // A first fill: no longer new, so 'Welcome back' and the figures first; the steps stay while one is left.
  const created = await page.request.post('/api/create_template', {
    data: { title: 'Contact form', fields: [{ name: 'Email', type: 'email', value: 'ada@example.com' }] },
  });
  const { templateId } = await created.json();
  const fill = await page.request.post('/api/autofill', {
    data: { templateId, fields: [{ key: 'f1', kind: 'text', tag: 'input', type: 'email', label: 'Email' }] },
  });
  expect(fill.status()).toBe(200);
  // A fill counts once it is applied (the extension reports the fields it applied).
  const applied = await page.request.post(`/api/autofill/${(await fill.json()).fillId}/applied`, {
    data: { keys: ['f1'] },
  });
  expect(applied.status()).toBe(200);
  await expect(page.getByText(texts.dashboard.welcomeBack(user.name))).toBeVisible();
  await expect(steps).toContainText('3 of 4 done.');
  expect(await stepTexts(steps)).toContain('Fill the practice form (done)');
  const prebuilt = page.getByRole('heading', { name: 'Start from a prebuilt template' });
  expect(
    await top(page.getByRole('main').getByRole('heading', { name: texts.dashboard.templates, exact: true })),
  ).toBeLessThan(await top(prebuilt));

  // Details saved (a component): every step done, and the steps go.
  const component = await page.request.post('/api/create_component', {
    data: { title: 'Contact', fields: [{ label: 'Email', type: 'text', defaultValue: user.email }] },
  });
  expect(component.status()).toBe(201);
  await expect(steps).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Transaction history' })).toBeVisible();
  await expect(steps).toHaveCount(0);
});

test('the landing page says how Add to Chrome installs without a store listing, and how FillDeck works', async ({
  page,
}) => {
  await page.goto('/');
  const install = page.getByRole('link', { name: 'Add to Chrome' });
  await expect(install).toHaveAttribute('href', '/downloads/filldeck-extension.zip');
  await expect(
    page.getByText(
      'FillDeck is not in the Chrome Web Store yet: Add to Chrome downloads it as a zip. Unzip it, open chrome://extensions, turn on Developer mode and choose Load unpacked. Once you sign in, Get the extension walks you through it.',
    ),
  ).toBeVisible();
  const how = page.getByRole('region', { name: 'How it works' });
  await expect(how.getByRole('listitem')).toHaveText([
    /Add the extension.*Installed while you are signed in, it connects to your account by itself\./,
    /Save your details.*Start from a prebuilt template or build your own/,
    /Check, then fill.*choose Fill this page\. You see each proposed value, change or skip any, then apply\. Undo puts the page back\./,
  ]);
  await expect(how).not.toContainText('Chrome Web Store');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(page);
  }
});
