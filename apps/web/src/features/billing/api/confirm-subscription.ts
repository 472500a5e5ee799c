import { type ConfirmSubscriptionResponse, confirmSubscriptionResponseSchema } from '@filldeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/confirm_subscription {subscriptionId}: the server checks with the provider and applies it. */
export async function confirmSubscription(subscriptionId: string): Promise<ConfirmSubscriptionResponse> {
  const data = await apiRequest('/api/confirm_subscription', { method: 'POST', body: { subscriptionId } });
  return confirmSubscriptionResponseSchema.parse(data);
}

/** On success the user's plan, limits and balance change: the top bar and dashboard reload them. */
export function useConfirmSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSubscription,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        queryClient.invalidateQueries({ queryKey: queryKeys.usage.all }),
      ]),
  });
}
