import { PAYMENTS_NOT_SET_UP } from '@filldeck/shared';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentProvider } from './payment-provider.ts';

const refuse = async (): Promise<never> => {
  throw new AppError(503, 'NOT_CONFIGURED', PAYMENTS_NOT_SET_UP);
};

/**
 * A server reached beyond this machine without PayPal (and without PAYMENT_PROVIDER=sandbox
 * chosen on purpose): no checkout can start, be confirmed or cancelled, and no webhook is believed.
 */
export function createNoPaymentsProvider(): PaymentProvider {
  return {
    kind: 'none',
    createSubscription: refuse,
    getSubscription: refuse,
    cancelSubscription: refuse,
    suspendSubscription: refuse,
    activateSubscription: refuse,
    verifyWebhook: async () => false,
  };
}
