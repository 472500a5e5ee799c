import {
  type BillingCycle,
  isBillingCycle,
  isPaidPlanId,
  PLAN_NAMES,
  PLAN_PRICES,
  pricePerPeriod,
} from '@filldeck/shared';
import type { SandboxRow } from './sandbox-provider.ts';

export const SANDBOX_TITLE = 'FillDeck payment sandbox — no real money moves';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const CYCLE_NAMES: Record<BillingCycle, string> = { monthly: 'Monthly', annual: 'Annual' };

function priceText(row: SandboxRow): string {
  if (!isPaidPlanId(row.plan) || !isBillingCycle(row.cycle)) return '';
  const perMonth = PLAN_PRICES[row.cycle][row.plan].perMonth;
  return row.cycle === 'annual'
    ? `$${perMonth}/month, billed $${pricePerPeriod(row.plan, row.cycle)} per year`
    : `$${perMonth}/month`;
}

const STATUS_TEXT: Record<string, string> = {
  ACTIVE: 'This checkout was approved.',
  CANCELLED: 'This checkout was cancelled.',
};

const button = (bg: string, fg: string) =>
  `padding:10px 18px;border-radius:6px;border:1px solid #4f46e5;font-size:1rem;cursor:pointer;background:${bg};color:${fg}`;

/** The frame of every sandbox page: the sandbox label, a heading, the content. */
function sandboxPage(heading: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#111;background:#f5f5f7;margin:0;padding:24px">
<main style="max-width:480px;margin:40px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 1px 4px rgba(0,0,0,.12)">
<p style="margin:0 0 12px;padding:8px 12px;background:#fef3c7;color:#78350f;border-radius:6px;font-weight:600">Sandbox: nothing is charged. PayPal is not contacted.</p>
<h1 style="font-size:1.35rem;margin:0 0 16px">${escapeHtml(heading)}</h1>
${content}
</main>
</body>
</html>
`;
}

/**
 * The sandbox approval page: a self-contained HTML page (inline styles only, no script — the CSP
 * allows scripts from 'self' only), clearly labelled, with the plan, cycle and price and one form
 * whose Approve and Cancel buttons post `decision` back to the same path.
 */
export function renderSandboxCheckout(row: SandboxRow, action: string): string {
  const plan = isPaidPlanId(row.plan) ? PLAN_NAMES[row.plan] : row.plan;
  const cycle = isBillingCycle(row.cycle) ? CYCLE_NAMES[row.cycle] : row.cycle;
  const pending = row.status === 'APPROVAL_PENDING';
  const form = pending
    ? `<form method="post" action="${escapeHtml(action)}" style="display:flex;gap:12px;margin-top:24px">
<button type="submit" name="decision" value="approve" style="${button('#4f46e5', '#fff')}">Approve</button>
<button type="submit" name="decision" value="cancel" style="${button('#fff', '#4f46e5')}">Cancel</button>
</form>`
    : `<p>${escapeHtml(STATUS_TEXT[row.status] ?? 'This checkout is closed.')}</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit" name="decision" value="cancel" style="${button('#fff', '#4f46e5')}">Back to FillDeck</button></form>`;
  return sandboxPage(
    SANDBOX_TITLE,
    `<dl style="display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0">
<dt style="color:#555">Plan</dt><dd style="margin:0;font-weight:600">${escapeHtml(plan)}</dd>
<dt style="color:#555">Billing cycle</dt><dd style="margin:0">${escapeHtml(cycle)}</dd>
<dt style="color:#555">Price</dt><dd style="margin:0">${escapeHtml(priceText(row))}</dd>
</dl>
${form}`,
  );
}

export interface SandboxNotice {
  heading: string;
  text: string;
  link: { href: string; label: string };
}

/** Signed out: only the account the checkout was made for may approve it. */
export const SIGN_IN_NOTICE: SandboxNotice = {
  heading: 'Log in to approve this checkout',
  text: 'Only the FillDeck account that started this sandbox checkout can approve it. Log in with that account, then choose your plan again on the subscription page.',
  link: { href: '/login', label: 'Log in' },
};

/** Unknown, or made for another account (answered alike, so ids of others reveal nothing). */
export const NOT_FOUND_NOTICE: SandboxNotice = {
  heading: 'Checkout not found',
  text: 'There is no sandbox checkout here for the account you are logged in with. It may belong to another FillDeck account. Start a new checkout on the subscription page.',
  link: { href: '/subscription', label: 'Back to plans' },
};

/** Why the approval page cannot be shown or decided, in the same labelled frame. */
export function renderSandboxNotice(notice: SandboxNotice): string {
  return sandboxPage(
    notice.heading,
    `<p>${escapeHtml(notice.text)}</p>
<p style="margin-top:24px"><a href="${escapeHtml(notice.link.href)}" style="${button('#4f46e5', '#fff')};display:inline-block;text-decoration:none">${escapeHtml(notice.link.label)}</a></p>`,
  );
}
