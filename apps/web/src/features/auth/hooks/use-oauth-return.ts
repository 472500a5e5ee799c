import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { completeSignIn } from '../utils/complete-sign-in.ts';
import { announceGoogleRegistration } from '../utils/extension-handoff.ts';

/**
 * Finishes a Google sign-in when Google sends the browser back with `?oauth=1`: the same
 * token/session/extension handoff as an email sign-in, then /dashboard. On the register page
 * (a new Google account) it also stores the token and fires the auth event for the extension.
 */
export function useOAuthReturn({ isRegistration }: { isRegistration: boolean }) {
  const [searchParams] = useSearchParams();
  const isReturning = searchParams.get('oauth') === '1';
  const hasProviderError = searchParams.get('oauthError') === '1';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  const { mutate, isError, error } = useMutation({
    mutationFn: () => completeSignIn(queryClient),
    onSuccess: ({ idToken, profile }) => {
      if (isRegistration) announceGoogleRegistration(idToken, profile);
      navigate('/dashboard', { replace: true });
    },
  });

  useEffect(() => {
    // A ref, not state: strict mode mounts twice, and the session exchange must run once.
    if (!isReturning || started.current) return;
    started.current = true;
    mutate();
  }, [isReturning, mutate]);

  return {
    isCompleting: isReturning && !isError,
    error: isError ? error : null,
    hasProviderError,
  };
}
