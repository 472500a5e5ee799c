import { PAYMENTS_NOT_SET_UP, type PaymentProviderKind } from '@filldeck/shared';

export interface ProviderTexts {
  /** The provider as the subject of a sentence: 'PayPal', 'The payment sandbox'. */
  name: string;
  /** The checkout's heading while the browser goes to the provider's approval page. */
  redirecting: string;
  /** While the server confirms the subscription with the provider. */
  checking: string;
  /** Under the checkout card: who handles the payment. */
  footer: string;
  /** Under the plans' heading. */
  plansNote: string;
}

const TEXTS: Record<PaymentProviderKind | 'unknown', ProviderTexts> = {
  paypal: {
    name: 'PayPal',
    redirecting: 'Redirecting to PayPal…',
    checking: 'Checking with PayPal. This takes a moment.',
    footer: 'Payments are handled by PayPal. FillDeck never sees your card.',
    plansNote: 'Prices in US dollars. Pay securely with PayPal.',
  },
  sandbox: {
    name: 'The payment sandbox',
    redirecting: 'Opening the payment sandbox…',
    checking: 'Checking with the payment sandbox. This takes a moment.',
    footer: 'Payment sandbox: nothing is charged and PayPal is not contacted.',
    plansNote: 'Prices in US dollars. Checkout runs in a payment sandbox: nothing is charged.',
  },
  none: {
    name: 'This server',
    redirecting: 'Opening the checkout…',
    checking: 'Checking your subscription. This takes a moment.',
    footer: PAYMENTS_NOT_SET_UP,
    plansNote: `Prices in US dollars. ${PAYMENTS_NOT_SET_UP}`,
  },
  unknown: {
    name: 'The payment provider',
    redirecting: 'Opening the checkout…',
    checking: 'Checking your subscription. This takes a moment.',
    footer: 'FillDeck never sees your card.',
    plansNote: 'Prices in US dollars.',
  },
};

/** The checkout's wording for the provider in use: PayPal only when it is PayPal. */
export function providerTexts(provider: PaymentProviderKind | undefined): ProviderTexts {
  return TEXTS[provider ?? 'unknown'];
}

/** After the retries: the payer approved, but the provider still has not activated the subscription. */
export function notActivatedText(provider: PaymentProviderKind | undefined): string {
  return `${providerTexts(provider).name} has your approval but has not activated the subscription yet. Please try again in a minute.`;
}
