import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createPaypalProvider } from './paypal/paypal-provider.ts';
import { createSandboxProvider } from './sandbox/sandbox-provider.ts';

/** PayPal when its variables are set; otherwise the local sandbox (no network, no money). */
export function createPaymentProvider(config: AppConfig, db: Db): PaymentProvider {
  return config.paypal ? createPaypalProvider(config.paypal) : createSandboxProvider(db, config.publicUrl);
}
