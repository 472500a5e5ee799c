import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Frame, type Page } from '@playwright/test';

/**
 * Lets the page's finite animations and transitions end (a colour-scheme switch fades colours for
 * 150 ms), so axe reads the colours a person sees rather than ones half-way.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Fails on any serious or critical axe-core violation of the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await settle(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe-core violations on ${page.url()}`).toEqual([]);
}

/**
 * The same check inside one frame: the extension's preview is a frame in a closed shadow root,
 * which axe cannot reach from the page, so axe runs in the frame itself.
 */
export async function expectNoSeriousA11yViolationsInFrame(frame: Frame): Promise<void> {
  await frame.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = await frame.evaluate(async () => {
    type Axe = {
      run(): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }>;
    };
    const { axe } = globalThis as unknown as { axe: Axe };
    return (await axe.run()).violations;
  });
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe-core violations in ${frame.url()}`).toEqual([]);
}
