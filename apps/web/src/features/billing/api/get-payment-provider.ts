import { type PaymentProviderKind, paymentProviderResponseSchema } from '@filldeck/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { parseResponse } from '#lib/parse-response.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/payment_provider (public): PayPal, or the local payment sandbox. */
export async function getPaymentProvider(signal?: AbortSignal): Promise<PaymentProviderKind> {
  return parseResponse(
    await apiRequest('/api/payment_provider', { signal }),
    import.meta.env.DEV && paymentProviderResponseSchema,
  ).provider;
}

/** The provider is chosen when the server starts: it does not change while the page is open. */
export function paymentProviderQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.paymentProvider,
    queryFn: ({ signal }) => getPaymentProvider(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePaymentProvider() {
  return useQuery(paymentProviderQueryOptions());
}
