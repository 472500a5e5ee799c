import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '#lib/api-client.ts';

const redirectSchema = z.object({ url: z.string().min(1) });

/**
 * Where Google sends the browser back to. The login and register pages finish the sign-in
 * (token, session, extension handoff) when they see `?oauth=1`.
 */
export const GOOGLE_CALLBACKS = {
  callbackURL: '/login?oauth=1',
  newUserCallbackURL: '/register?oauth=1',
  errorCallbackURL: '/login?oauthError=1',
} as const;

/** Starts the Google OAuth flow and returns the provider URL to send the browser to. */
export async function signInGoogle(): Promise<string> {
  const data = await apiRequest('/api/auth/sign-in/oauth2', {
    method: 'POST',
    body: { providerId: 'google', ...GOOGLE_CALLBACKS },
  });
  return redirectSchema.parse(data).url;
}

export function useSignInGoogle() {
  return useMutation({
    mutationFn: signInGoogle,
    onSuccess: (url) => window.location.assign(url),
  });
}
