import { texts } from '@filldeck/shared';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { logInThroughUi } from '../support/users.ts';

// This project's server allows three sign-in attempts per client address and window
// (AUTH_RATE_LIMIT_MAX=3 in playwright.config.ts), so a person trying passwords is stopped.
test('after repeated failed sign-ins the login page says to wait', async ({ page }) => {
  const attempt = { email: 'guessing@example.test', password: 'Wrong-Guess-1' };
  for (let i = 0; i < 3; i++) {
    await logInThroughUi(page, attempt);
    await expect(page.getByText(texts.login.userNotFound)).toBeVisible();
  }
  await logInThroughUi(page, attempt);
  await expect(page.getByText(texts.login.tooManyRequests)).toBeVisible();
  await expect(page.getByText(texts.login.userNotFound)).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
  await expectNoSeriousA11yViolations(page);
});
