#!/usr/bin/env node
// Draws the extension's toolbar and store icons (public/icon-<size>.png, which WXT puts in the
// manifest) from the web app's logo, apps/web/public/favicon.svg, in Chromium. Run after changing the logo.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const here = path.dirname(new URL(import.meta.url).pathname);
const svg = readFileSync(path.join(here, '../../web/public/favicon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const size of [16, 32, 48, 128]) {
  await page.setViewportSize({ width: size, height: size });
  const sized = svg.replace('<svg', `<svg width="${size}" height="${size}"`);
  await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
  await page.screenshot({ path: path.join(here, `../public/icon-${size}.png`), omitBackground: true });
}
await browser.close();
