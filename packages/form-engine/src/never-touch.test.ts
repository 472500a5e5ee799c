// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { type ControlFacts, protectedReason, stateReason } from './never-touch.ts';

/** The reason for a control rendered from `html` (the first input), with its facts overridden. */
function reasonFor(html: string, facts: Partial<ControlFacts> = {}) {
  document.body.innerHTML = html;
  const element = document.querySelector('input,textarea,select');
  if (!element) throw new Error('no control');
  return protectedReason(element, {
    tag: element.localName,
    type: (element.getAttribute('type') ?? '').toLowerCase(),
    name: element.getAttribute('name') ?? '',
    id: element.id,
    autocomplete: element.getAttribute('autocomplete') ?? '',
    label: '',
    placeholder: element.getAttribute('placeholder') ?? '',
    ...facts,
  });
}

describe('protectedReason', () => {
  it.each([
    ['<input type="password">', {}],
    ['<input autocomplete="new-password">', {}],
    ['<input autocomplete="section-a current-password">', {}],
    ['<input name="user_pwd">', {}],
    ['<input id="login-passwd">', {}],
    ['<input name="txtPwd">', {}],
    ['<input name="card_pin">', {}],
    ['<input name="pin">', {}],
    ['<input>', { label: 'Confirm password' }],
  ])('protects a password: %s %o', (html, facts) => {
    expect(reasonFor(html, facts)).toBe('password');
  });

  it.each([
    ['<input autocomplete="cc-number">', {}],
    ['<input autocomplete="billing cc-csc">', {}],
    ['<input autocomplete="cc-exp">', {}],
    ['<input autocomplete="cc-exp-month">', {}],
    ['<input autocomplete="cc-name">', {}],
    ['<input name="cardnumber">', {}],
    ['<input name="ccnum">', {}],
    ['<input name="billing_cvv">', {}],
    ['<input id="paymentCvc">', {}],
    ['<input name="cc_number">', {}],
    ['<input>', { label: 'Card number' }],
    ['<input>', { label: 'Credit card' }],
    ['<input>', { label: 'CVC' }],
    ['<input>', { label: 'CVV2' }],
    ['<input>', { label: 'Security code' }],
    ['<input>', { label: 'Card expiry date' }],
    ['<input>', { label: 'Expiration date of card' }],
    ['<input name="exp_month">', {}],
    ['<input placeholder="MM / YY" name="cc-exp">', {}],
    ['<input>', { label: 'Valid thru' }],
  ])('protects a payment card field: %s %o', (html, facts) => {
    expect(reasonFor(html, facts)).toBe('payment_card');
  });

  it.each([
    ['<input autocomplete="one-time-code">', {}],
    ['<input name="otp">', {}],
    ['<input name="user_otp">', {}],
    ['<input>', { label: 'Verification code' }],
    ['<input>', { label: 'Enter the SMS code' }],
    ['<input>', { label: 'Authenticator code' }],
    ['<input>', { label: 'One-time passcode' }],
  ])('protects a one-time code: %s %o', (html, facts) => {
    expect(reasonFor(html, facts)).toBe('one_time_code');
  });

  it('protects a captcha', () => {
    expect(reasonFor('<input name="captcha_answer">')).toBe('captcha');
    expect(reasonFor('<input>', { label: 'Type the characters you see' })).toBe('captcha');
  });

  it.each([
    '<input type="search">',
    '<form role="search"><input name="term"></form>',
    '<search><input name="term"></search>',
    '<input placeholder="Search products">',
    '<input name="q">',
    '<form><input name="q"><input type="submit"></form>',
  ])('protects a search box: %s', (html) => {
    expect(reasonFor(html)).toBe('search');
  });

  it('protects a search label', () => {
    expect(reasonFor('<input>', { label: 'Search the site' })).toBe('search');
  });

  it('lets a labelled typeahead whose placeholder says "Search" be filled ("Field of Study")', () => {
    expect(reasonFor('<input placeholder="Search">', { label: 'Field of Study' })).toBeNull();
  });

  it('lets a field named like a search box be filled inside a larger form', () => {
    expect(reasonFor('<form><input name="q"><input name="email"><input name="phone"></form>')).toBeNull();
  });

  it.each(['hidden', 'submit', 'button', 'image', 'reset', 'range', 'color'])(
    'skips type=%s as not fillable',
    (type) => {
      expect(reasonFor(`<input type="${type}">`)).toBe('not_fillable_type');
    },
  );

  it.each([
    ['<input type="email" autocomplete="email">', {}],
    ['<input name="postal_code">', { label: 'PIN code' }],
    ['<input name="pincode">', { label: 'Postal code' }],
    ['<input name="pin_code">', {}],
    ['<input id="shippingPinCode">', {}],
    ['<input>', { label: 'Expected start date' }],
    ['<input>', { label: 'Years of experience' }],
    ['<input autocomplete="username">', { label: 'Username' }],
    ['<input>', { label: 'Password hint' }],
    ['<input type="tel" autocomplete="tel">', { label: 'Phone' }],
    ['<textarea name="research_summary"></textarea>', { label: 'Research summary' }],
    ['<input name="card_holder_message">', { label: 'Message for the gift card' }],
    ['<input name="q[7][answer]">', { label: 'Medicare card number' }],
    ['<input name="patient_card">', { label: 'Health insurance card number (RAMQ)' }],
    ['<input name="library">', { label: 'Library card number' }],
  ])('lets an ordinary field be filled: %s %o', (html, facts) => {
    expect(reasonFor(html, facts)).toBeNull();
  });
});

describe('stateReason', () => {
  const state = (html: string) => {
    document.body.innerHTML = html;
    const element = document.querySelector('#x');
    if (!element) throw new Error('no #x');
    return stateReason(element);
  };

  it('leaves disabled and read-only controls alone', () => {
    expect(state('<input id="x" disabled>')).toBe('disabled');
    expect(state('<div id="x" role="combobox" aria-disabled="true"></div>')).toBe('disabled');
    expect(state('<input id="x" readonly>')).toBe('read_only');
    expect(state('<div id="x" contenteditable aria-readonly="true"></div>')).toBe('read_only');
  });

  it('sees a control in a disabled fieldset as disabled', () => {
    expect(state('<fieldset disabled><input id="x"></fieldset>')).toBe('disabled');
  });

  it('allows an enabled, writable control', () => {
    expect(state('<input id="x">')).toBeNull();
  });
});
