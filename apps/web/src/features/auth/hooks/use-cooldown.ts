import { useCallback, useEffect, useState } from 'react';

/** Seconds left before something may be done again; `start()` begins a new wait of `seconds`. */
export function useCooldown(seconds: number, startRunning = true): { secondsLeft: number; start: () => void } {
  const [endsAt, setEndsAt] = useState(() => (startRunning ? Date.now() + seconds * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [endsAt, now]);
  const start = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setEndsAt(at + seconds * 1000);
  }, [seconds]);
  return { secondsLeft: Math.max(0, Math.ceil((endsAt - now) / 1000)), start };
}
