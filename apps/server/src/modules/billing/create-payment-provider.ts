import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createNoPaymentsProvider } from './no-payments-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createPaypalProvider } from './paypal/paypal-provider.ts';
import { createSandboxProvider } from './sandbox/sandbox-provider.ts';

/** The provider the configuration chose (config.ts, paymentProvider): PayPal, the sandbox, or none. */
export function createPaymentProvider(config: AppConfig, db: Db): PaymentProvider {
  const kind = config.paymentProvider ?? (config.paypal ? 'paypal' : 'sandbox');
  if (kind === 'paypal' && config.paypal) return createPaypalProvider(config.paypal);
  if (kind === 'sandbox') return createSandboxProvider(db, config.publicUrl);
  return createNoPaymentsProvider();
}
