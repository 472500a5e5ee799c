import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type SignInEmailInput, signInEmail } from '../api/sign-in-email.ts';
import { completeSignIn } from '../utils/complete-sign-in.ts';

/** Email sign-in followed by the session handoff, then /dashboard. */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (input: SignInEmailInput) => {
      await signInEmail(input);
      return completeSignIn(queryClient);
    },
    onSuccess: () => navigate('/dashboard'),
  });
}
