/** Records window messages (EXTENSION_AUTH, LOGOUT) the page posts, across client-side navigation. */
import type { Page } from '@playwright/test';

export async function recordWindowMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __messages: unknown[] };
    w.__messages = [];
    window.addEventListener('message', (event) => {
      if (event.origin === window.location.origin) w.__messages.push(event.data);
    });
  });
}

export async function postedMessages(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(() => (window as unknown as { __messages: Array<Record<string, unknown>> }).__messages);
}
