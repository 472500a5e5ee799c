import { texts } from '@filldeck/shared';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { mailsTo } from '../support/mail.ts';
import { postedMessages, recordWindowMessages } from '../support/messages.ts';
import { logInThroughUi, newUser, registerThroughUi, verifiedUser, verifyThroughMail } from '../support/users.ts';

test('a new user registers, verifies by mail, signs in, sees the shell and profile, and logs out', async ({ page }) => {
  const user = newUser('journey');
  await recordWindowMessages(page);

  await registerThroughUi(page, user);
  await expectNoSeriousA11yViolations(page); // 'Check your email'
  const mails = await mailsTo(user.email);
  expect(mails).toHaveLength(1);
  expect(mails[0]?.subject).toContain('FillDeck');

  // Signing in before verifying is refused with its text (docs/product.md#identity-and-sessions).
  await logInThroughUi(page, user);
  await expect(page.getByRole('alert').filter({ hasText: texts.login.emailNotVerified })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expectNoSeriousA11yViolations(page); // the login error

  // Verifying signs in (e2e/journeys/first-run.spec.ts); this journey logs out and in again.
  await verifyThroughMail(page, user);
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(user.name) })
    .click();
  await page.getByRole('menuitem', { name: texts.shell.logout }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logInThroughUi(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByRole('banner');
  await expect(banner.getByText(user.name)).toBeVisible();
  await expect(banner.getByText('Free', { exact: true })).toBeVisible();

  // The session was handed to the extension with the profile.
  const auth = (await postedMessages(page)).find((m) => m.type === 'EXTENSION_AUTH');
  expect(auth?.idToken).toEqual(expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/));
  expect(auth?.profile).toEqual({ name: user.name, photoURL: null });

  await banner.getByRole('button', { name: new RegExp(user.name) }).click();
  await page.getByRole('menuitem', { name: texts.shell.myProfile }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('main').getByText(user.email)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await banner.getByRole('button', { name: new RegExp(user.name) }).click();
  await page.getByRole('menuitem', { name: texts.shell.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await postedMessages(page)).some((m) => m.type === 'LOGOUT')).toBe(true);

  // The session is gone: a protected URL sends the visitor back to /login.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
});

test('register refuses mismatched passwords with the mismatch text', async ({ page }) => {
  const user = newUser('mismatch');
  await page.goto('/register');
  await page.getByLabel('Name', { exact: true }).fill(user.name);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(`${user.password}-typo`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(texts.register.passwordMismatch)).toBeVisible();
  expect(await mailsTo(user.email)).toHaveLength(0);
});

test('register with an address already in use says so', async ({ page }) => {
  const user = newUser('taken');
  await registerThroughUi(page, user);
  await registerThroughUi(page, user).catch(() => {});
  await expect(page.getByText(texts.register.emailInUse)).toBeVisible();
});

test('login explains an unknown email and a wrong password', async ({ page }) => {
  await logInThroughUi(page, { email: 'nobody-here@example.test', password: 'Whatever-123' });
  await expect(page.getByText(texts.login.userNotFound)).toBeVisible();

  const user = newUser('wrongpw');
  await registerThroughUi(page, user);
  await verifyThroughMail(page, user);
  await logInThroughUi(page, { email: user.email, password: 'Not-The-Password-1' });
  await expect(page.getByText(texts.login.wrongPassword)).toBeVisible();
});

test('the password field has a show/hide toggle', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret-value');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('Check your email can send the mail again (not too often) and go back to correct the address', async ({
  page,
}) => {
  await page.clock.install();
  const user = newUser('resend');
  await registerThroughUi(page, user);
  const resend = page.getByRole('button', { name: 'Resend the email' });
  await expect(resend).toBeDisabled();
  await expect(page.getByText('You can ask for another one in 30 s.')).toBeVisible();
  await expect.poll(async () => (await mailsTo(user.email)).length).toBe(1);

  await page.clock.fastForward(31_000);
  await expect(resend).toBeEnabled();
  await resend.click();
  await expect(page.getByText(`We sent another verification link to ${user.email}.`)).toBeVisible();
  await expect.poll(async () => (await mailsTo(user.email)).length).toBe(2);
  await expect(resend).toBeDisabled();

  await page.getByRole('button', { name: 'Use a different email' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(user.name);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
});

test('a deep link survives signing in, and someone signed in is offered the dashboard on /, /login and /register', async ({
  page,
}) => {
  const user = await verifiedUser(page, 'deep-link');
  // Verifying signed this browser in: a visitor from the mail is signed out.
  await page.context().clearCookies();
  await page.goto('/subscription?from=mail');
  await expect(page).toHaveURL(/\/login\?next=%2Fsubscription%3Ffrom%3Dmail$/);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/subscription\?from=mail$/);

  for (const url of ['/login', '/register']) {
    await page.goto(url);
    await expect(page.getByRole('status').filter({ hasText: `You are signed in as ${user.name}.` })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Log in' })).toBeHidden();
  await expect(header.getByRole('link', { name: 'Sign up' })).toBeHidden();

  // A link to another site in ?next= is ignored.
  await page.context().clearCookies();
  await page.goto('/login?next=//evil.example/x');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the password rule is stated under the field before anyone fails it', async ({ page }) => {
  await page.goto('/register');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAccessibleDescription('At least 8 characters.');
  await expect(page.getByText('At least 8 characters.')).toBeVisible();
  // The server's refusal of a shorter one stays the 'too weak' text
  // (docs/product.md#identity-and-sessions).
  await page.getByLabel('Name', { exact: true }).fill('Ada Short');
  await page.getByLabel('Email', { exact: true }).fill('short-password@example.test');
  await password.fill('short');
  await page.getByLabel('Confirm Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(texts.register.weakPassword)).toBeVisible();
  await expect(password).toHaveAccessibleDescription(/At least 8 characters\./);
});

test('a protected page shows the loading text and then redirects a visitor to /login', async ({ page }) => {
  await page.route('**/api/me', async (route) => {
    await new Promise((r) => setTimeout(r, 500));
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(page.getByText(texts.shell.loadingUser)).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});
