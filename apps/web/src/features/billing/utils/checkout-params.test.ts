import { describe, expect, it } from 'vitest';
import { checkoutHref, isSafeRedirect, parseCheckoutParams } from './checkout-params.ts';

const parse = (query: string) => parseCheckoutParams(new URLSearchParams(query));

describe('checkout parameters', () => {
  it('starts a checkout for a paid plan and a billing cycle', () => {
    expect(parse('plan=basic&cycle=annual')).toEqual({ kind: 'start', plan: 'basic', cycle: 'annual' });
    expect(parse('plan=Professional&cycle=monthly')).toEqual({ kind: 'start', plan: 'professional', cycle: 'monthly' });
  });

  it('refuses free, unknown plans and cycles, and missing parts', () => {
    for (const query of [
      'plan=free&cycle=annual',
      'plan=gold&cycle=annual',
      'plan=basic&cycle=weekly',
      'plan=basic',
      '',
    ]) {
      expect(parse(query)).toEqual({ kind: 'invalid' });
    }
  });

  it('reads the return from the provider', () => {
    expect(parse('status=approved&subscription_id=I-ABC')).toEqual({ kind: 'approved', subscriptionId: 'I-ABC' });
    expect(parse('status=cancelled')).toEqual({ kind: 'cancelled' });
    expect(parse('status=approved')).toEqual({ kind: 'invalid' });
    expect(parse('status=weird&plan=basic&cycle=annual')).toEqual({ kind: 'invalid' });
  });

  it('builds the address that starts a checkout', () => {
    expect(checkoutHref('basic', 'annual')).toBe('/subscription/paypal?plan=basic&cycle=annual');
    expect(parse(checkoutHref('professional', 'monthly').split('?')[1] ?? '')).toMatchObject({ kind: 'start' });
  });

  it('follows only web addresses to the approval page', () => {
    expect(isSafeRedirect('/api/sandbox-paypal/checkout/1', 'http://localhost:3000')).toBe(true);
    expect(isSafeRedirect('https://www.sandbox.paypal.com/webapps/billing?ba=1', 'http://x')).toBe(true);
    expect(isSafeRedirect('javascript:alert(1)', 'http://x')).toBe(false);
  });
});
