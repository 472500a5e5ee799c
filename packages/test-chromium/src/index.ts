import { type Browser, chromium, type LaunchOptions } from 'playwright-core';

/**
 * Debian's Chromium (test tools cannot download browsers here) and the flags it runs with on these
 * machines (../shared/MACHINE-NOTES.md). CHROMIUM_PATH points elsewhere, e.g. on a developer's Mac.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Headless Chromium with the project's path and flags; `options.args` are added to the flags. */
export function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    headless: true,
    ...options,
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, ...(options.args ?? [])],
  });
}
