import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { parseLiveEvent, queryKeyForLiveEvent, reconnectDelay } from '../utils/live-event-query-key.ts';

const EVENTS_URL = '/api/events';

/**
 * Keeps the caches fresh from `GET /api/events` (docs/api-content.md, Live updates): one
 * EventSource while `isSignedIn`, each message invalidating the branch of its type, so another
 * tab's or device's changes appear without a reload. On an error the stream is closed and
 * reopened after a growing delay; after a reconnect everything is refetched, since events may
 * have been missed meanwhile. Signing out unmounts the shell, which closes the stream.
 */
export function useLiveUpdates(isSignedIn: boolean): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isSignedIn || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let hasConnected = false;

    // Every cached query, usage included: any of them may have missed its event.
    const refreshAll = () => void queryClient.invalidateQueries();

    const connect = () => {
      source = new EventSource(EVENTS_URL, { withCredentials: true });
      source.onopen = () => {
        if (hasConnected) refreshAll();
        hasConnected = true;
        attempt = 0;
      };
      source.onmessage = (message) => {
        const event = parseLiveEvent(message.data);
        const queryKey = event ? queryKeyForLiveEvent(event.type) : null;
        if (queryKey) void queryClient.invalidateQueries({ queryKey });
      };
      source.onerror = () => {
        source?.close();
        source = null;
        retryTimer = setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      };
    };

    connect();
    return () => {
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [isSignedIn, queryClient]);
}
