import type { ExtensionProfile } from '@filldeck/shared';
import type { QueryClient } from '@tanstack/react-query';
import { getIdToken } from '../api/get-id-token.ts';
import { meQueryOptions } from '../api/get-me.ts';
import { sessionLogin } from '../api/session-login.ts';
import { postExtensionAuth } from './extension-handoff.ts';
import { SessionError } from './map-auth-error.ts';

export interface SignInResult {
  idToken: string;
  profile: ExtensionProfile;
}

/**
 * What follows a successful sign-in (email or Google), in the contract's order: id token →
 * session exchange → the user document (which also primes the auth state for /dashboard) → a
 * fresh id token for the extension (the exchange rotated the session the first token came from,
 * so that token can no longer be exchanged) → EXTENSION_AUTH. Any failure here is a SessionError.
 */
export async function completeSignIn(queryClient: QueryClient): Promise<SignInResult> {
  let result: SignInResult;
  try {
    const idToken = await getIdToken();
    if (!(await sessionLogin(idToken))) throw new Error('Session login refused');
    const me = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
    if (!me) throw new Error('No user after session login');
    const handoffToken = await getIdToken();
    result = { idToken: handoffToken, profile: { name: me.displayName, photoURL: me.photoURL } };
  } catch (error) {
    throw new SessionError(error);
  }
  postExtensionAuth(result.idToken, result.profile);
  return result;
}
