import { texts } from '@filldeck/shared';
import { expect, test } from '@playwright/test';
import { sidebar } from '../support/content.ts';
import { signedInUser } from '../support/users.ts';

test('a create whose answer a proxy loses (502) is retried with the same key and made once', async ({ page }) => {
  await signedInUser(page, { prefix: 'idempotent-create', plan: 'basic' });
  const tries: { key: string | null; status: number; replayed: string | undefined }[] = [];
  // The first request reaches the server and creates the project; the browser is told 502 instead,
  // as a proxy that lost the answer would. Later tries pass through unchanged.
  await page.route('**/api/create_project', async (route) => {
    const response = await route.fetch();
    const key = await route.request().headerValue('idempotency-key');
    tries.push({ key, status: response.status(), replayed: response.headers()['idempotent-replayed'] });
    if (tries.length === 1) {
      await route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' });
      return;
    }
    await route.fulfill({ response });
  });

  await sidebar(page).getByRole('button', { name: texts.sidebar.newProject }).click();
  const dialog = page.getByRole('dialog', { name: texts.sidebar.newProject });
  await dialog.getByLabel('Project name').fill('Retried project');
  await dialog.getByRole('button', { name: 'Create' }).click();

  // The user sees the project made, as if nothing had happened.
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(texts.sidebar.failedToCreateProject)).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: 'Retried project', exact: true })).toHaveCount(1);

  // Two tries with one key: the first created, the second was answered the first's answer.
  expect(tries).toEqual([
    { key: expect.stringMatching(/^[0-9a-f-]{36}$/), status: 201, replayed: undefined },
    { key: tries[0]?.key, status: 201, replayed: 'true' },
  ]);

  // And exactly one project exists, in the projects list after a reload too.
  await page.unroute('**/api/create_project');
  await page.goto('/projects');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /^Retried project/ })).toHaveCount(1);
  await page.reload();
  await expect(main.getByRole('link', { name: /^Retried project/ })).toHaveCount(1);
  await expect(sidebar(page).getByRole('link', { name: 'Retried project', exact: true })).toHaveCount(1);
});
