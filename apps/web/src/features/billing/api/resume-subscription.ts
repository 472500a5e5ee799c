import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/**
 * POST /api/resume_subscription {subscriptionId}: takes back a cancellation while the paid period
 * runs (the same subscription, status active again, no new checkout).
 */
export async function resumeSubscription(subscriptionId: string): Promise<void> {
  await apiRequest('/api/resume_subscription', { method: 'POST', body: { subscriptionId } });
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
