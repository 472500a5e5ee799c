import { EXTENSION_PING } from '@filldeck/shared';
import { useEffect, useState } from 'react';
import { type ExtensionStatus, statusFromMessage } from './extension-status.ts';

/** How long the extension has to answer before the dashboard says it is not installed. */
export const ANSWER_WITHIN_MS = 1500;

/**
 * Whether the FillDeck extension is installed and connected in this browser: the page asks (a
 * PING posted to its own origin) when it opens and whenever the window gets focus back, and the
 * extension's content script answers with a STATUS, as it also does after each sign-in or logout.
 */
export function useExtensionStatus(): ExtensionStatus {
  const [status, setStatus] = useState<ExtensionStatus>({ state: 'checking' });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMessage = (event: MessageEvent) => {
      const answer = statusFromMessage(event, window, window.location.origin);
      if (!answer) return;
      clearTimeout(timer);
      setStatus(answer);
    };
    const ask = () => {
      clearTimeout(timer);
      // An extension that answered before keeps its last state until it answers again.
      timer = setTimeout(() => setStatus((s) => (s.state === 'checking' ? { state: 'absent' } : s)), ANSWER_WITHIN_MS);
      window.postMessage({ type: EXTENSION_PING }, window.location.origin);
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('focus', ask);
    ask();
    return () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      window.removeEventListener('focus', ask);
    };
  }, []);

  return status;
}
