import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { waitForLink } from './mail.ts';

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

export function newUser(prefix = 'user'): TestUser {
  const id = randomUUID().slice(0, 8);
  return { name: `Ada ${id}`, email: `${prefix}-${id}@example.test`, password: `Correct-Horse-${id}` };
}

/** Registers through the UI, as a person would. The account is not verified yet. */
export async function registerThroughUi(page: Page, user: TestUser): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Name', { exact: true }).fill(user.name);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
}

/** Opens the verification link from the outbox: verified and signed in, the page opens the dashboard. */
export async function verifyThroughMail(page: Page, user: TestUser): Promise<void> {
  const link = await waitForLink(user.email, '/verify-email?token=');
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

export async function logInThroughUi(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** A verified user, made through the UI and the mail (which also signs them in), ready to log in. */
export async function verifiedUser(page: Page, prefix?: string): Promise<TestUser> {
  const user = newUser(prefix);
  await registerThroughUi(page, user);
  await verifyThroughMail(page, user);
  return user;
}

/** A verified user on `plan`, signed in through the UI and looking at the dashboard, its live updates open. */
export async function signedInUser(
  page: Page,
  options: { prefix?: string; plan?: 'free' | 'basic' | 'professional' } = {},
): Promise<TestUser> {
  const user = await verifiedUser(page, options.prefix);
  if (options.plan && options.plan !== 'free') {
    const { setPlan } = await import('./db.ts');
    await setPlan(user.email, options.plan);
  }
  // The dashboard's live-update stream opens after its first data is read; a change written
  // before it is open sends no event the page sees. Callers that write behind the page's back
  // (recordUsage) need it open: the server subscribes before it answers, so its response is enough.
  // (The stream of the page the verification link opened is an older request: not this one.)
  const since = Date.now();
  const liveUpdates = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/events' && response.request().timing().startTime >= since,
  );
  await logInThroughUi(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await liveUpdates;
  return user;
}
