import { useSyncExternalStore } from 'react';
import { readTheme, setTheme, subscribeToTheme, type Theme } from './theme.ts';

/** The theme the user picked and a setter (kept apart from theme.ts, which has no React). */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribeToTheme, readTheme, () => 'system' as const);
  return [theme, setTheme];
}
