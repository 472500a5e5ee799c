import { describe, expect, it } from 'vitest';
import { notActivatedText, providerTexts } from './provider-texts.ts';

describe('the checkout names the payment provider in use', () => {
  it('says PayPal when PayPal takes the payment', () => {
    expect(providerTexts('paypal')).toMatchObject({
      redirecting: 'Redirecting to PayPal…',
      checking: 'Checking with PayPal. This takes a moment.',
    });
  });

  it('labels the local sandbox as a sandbox and never claims PayPal', () => {
    const sandbox = providerTexts('sandbox');
    expect(sandbox.redirecting).toBe('Opening the payment sandbox…');
    expect(sandbox.checking).toContain('payment sandbox');
    expect(sandbox.footer).toContain('nothing is charged');
    for (const text of [sandbox.name, sandbox.redirecting, sandbox.checking, sandbox.plansNote]) {
      expect(text).not.toContain('PayPal');
    }
  });

  it('names no provider while it is not known yet', () => {
    const unknown = providerTexts(undefined);
    expect(Object.values(unknown).join(' ')).not.toMatch(/PayPal|sandbox/);
  });

  it('says who has not activated the subscription yet when the retries run out', () => {
    expect(notActivatedText('paypal')).toBe(
      'PayPal has your approval but has not activated the subscription yet. Please try again in a minute.',
    );
    expect(notActivatedText('sandbox')).toMatch(/^The payment sandbox has your approval/);
  });
});
