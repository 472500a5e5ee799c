import {
  type ConfirmSubscriptionResponse,
  confirmSubscriptionResponseSchema,
  pendingConfirmationSchema,
} from '@filldeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';
import { ConfirmationPendingError, confirmRetryDelay, shouldRetryConfirm } from '../utils/confirm-retry.ts';

/**
 * POST /api/confirm_subscription {subscriptionId}: the server checks with the provider and applies
 * it. A 202 `{pending: true}` (PayPal says APPROVED, not yet ACTIVE) throws ConfirmationPendingError.
 */
export async function confirmSubscription(subscriptionId: string): Promise<ConfirmSubscriptionResponse> {
  const data = await apiRequest('/api/confirm_subscription', { method: 'POST', body: { subscriptionId } });
  const pending = pendingConfirmationSchema.safeParse(data);
  if (pending.success) throw new ConfirmationPendingError(pending.data.status);
  return confirmSubscriptionResponseSchema.parse(data);
}

/**
 * While PayPal has not activated the subscription yet, asks again with a short backoff (about
 * 10 s in all; the mutation stays pending meanwhile). On success the user's plan, limits and
 * balance change: the top bar and dashboard reload them.
 */
export function useConfirmSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSubscription,
    retry: shouldRetryConfirm,
    retryDelay: confirmRetryDelay,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        queryClient.invalidateQueries({ queryKey: queryKeys.usage.all }),
      ]),
  });
}
