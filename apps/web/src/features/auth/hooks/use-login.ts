import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '#lib/next-path.ts';
import { type SignInEmailInput, signInEmail } from '../api/sign-in-email.ts';
import { completeSignIn } from '../utils/complete-sign-in.ts';

/** Email sign-in followed by the session handoff, then where the visitor was going (?next=), else /dashboard. */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useMutation({
    mutationFn: async (input: SignInEmailInput) => {
      await signInEmail(input);
      return completeSignIn(queryClient);
    },
    onSuccess: () => navigate(safeNextPath(params.get('next')) ?? '/dashboard', { replace: true }),
  });
}
