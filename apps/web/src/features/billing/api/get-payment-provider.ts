import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import type { PaymentProviderKind } from '../utils/provider-texts.ts';

// TODO(shared): move to packages/shared/src/schemas/billing.ts and the key to lib/query-keys.ts.
const paymentProviderSchema = z.object({ provider: z.enum(['paypal', 'sandbox']) });
const paymentProviderKey = ['payment-provider'] as const;

/** GET /api/payment_provider (public): PayPal, or the local payment sandbox. */
export async function getPaymentProvider(signal?: AbortSignal): Promise<PaymentProviderKind> {
  return paymentProviderSchema.parse(await apiRequest('/api/payment_provider', { signal })).provider;
}

/** The provider is chosen when the server starts: it does not change while the page is open. */
export function paymentProviderQueryOptions() {
  return queryOptions({
    queryKey: paymentProviderKey,
    queryFn: ({ signal }) => getPaymentProvider(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePaymentProvider() {
  return useQuery(paymentProviderQueryOptions());
}
