import { firstViewData, texts } from '@filldeck/shared';
import { expect, test } from '@playwright/test';
import { signedInUser } from '../support/users.ts';

/** Records the app's own fetch() calls (path and query), whatever the network does with them. */
const RECORD_APP_FETCHES = `
  window.__appFetches = [];
  const fetchOf = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input.url, location.href);
    window.__appFetches.push(url.pathname + url.search);
    return fetchOf(input, init);
  };
`;

test('the dashboard takes its first data from the preloads the server names with the page, asking for none more than once beyond its preload', async ({
  page,
}) => {
  await signedInUser(page, { prefix: 'first-view-data' });
  const onTheWire: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) onTheWire.push(url.pathname + url.search);
  });
  await page.addInitScript(RECORD_APP_FETCHES);

  const response = await page.goto('/dashboard');
  const expected = firstViewData('/dashboard');
  const links = response?.headers().link?.split(', ') ?? [];
  // The shell's scripts are hinted first, then the page's data.
  expect(links.filter((link) => link.endsWith('rel=modulepreload')).length).toBeGreaterThan(1);
  expect(links.filter((link) => !link.endsWith('rel=modulepreload'))).toEqual(
    expected.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`),
  );
  await expect(page.getByRole('heading', { name: texts.dashboard.templates, exact: true, level: 3 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The app asks for each preloaded address (none is fetched for nothing), and no address goes over
  // the network more than once beyond the app's asks: the preload's answer is taken, or Chromium does
  // not reuse it (seen in CI on a loaded machine: every preloaded address fetched once more, the app
  // asking each once; likely the app asked after Chromium stopped holding unused preloads), and the
  // address goes out once more. Never a third time.
  const appFetches = await page.evaluate(() => (window as unknown as { __appFetches: string[] }).__appFetches);
  for (const url of expected) {
    const asked = appFetches.filter((u) => u === url).length;
    // On a miss the message names every ask and every request, in order.
    const seen = `${url}: app asked ${JSON.stringify(appFetches)}; on the wire ${JSON.stringify(onTheWire)}`;
    expect(asked, seen).toBeGreaterThan(0);
    expect(onTheWire.filter((u) => u === url).length, seen).toBeLessThanOrEqual(asked + 1);
  }
});
