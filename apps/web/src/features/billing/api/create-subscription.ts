import { type CreateSubscriptionRequest, createSubscriptionResponseSchema } from '@filldeck/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { parseResponse } from '#lib/parse-response.ts';
import { isSafeRedirect } from '../utils/checkout-params.ts';

export interface CreatedSubscription {
  subscriptionId: string;
  approveUrl: string;
}

/** POST /api/create_subscription {plan, billingCycle} → where the user approves it with the provider. */
export async function createSubscription(input: CreateSubscriptionRequest): Promise<CreatedSubscription> {
  const data = await apiRequest('/api/create_subscription', { method: 'POST', body: { ...input } });
  return parseResponse(data, import.meta.env.DEV && createSubscriptionResponseSchema);
}

/**
 * Starts a checkout and sends the browser to the provider's approval page. The page that started
 * it is replaced in the history, so Back from the provider returns to the plans instead of
 * starting another checkout.
 */
export function useCreateSubscription() {
  return useMutation({
    mutationFn: createSubscription,
    onSuccess: ({ approveUrl }) => {
      if (!isSafeRedirect(approveUrl, window.location.origin)) throw new Error('Unexpected approval address');
      window.location.replace(approveUrl);
    },
  });
}
