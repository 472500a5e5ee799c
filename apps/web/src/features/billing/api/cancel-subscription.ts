import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/**
 * POST /api/cancel_subscription {subscriptionId}. The plan stays until the paid period ends
 * (status pending_cancellation); 400 'No active subscription to cancel.' otherwise.
 */
export async function cancelSubscription(subscriptionId: string): Promise<void> {
  await apiRequest('/api/cancel_subscription', { method: 'POST', body: { subscriptionId } });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
