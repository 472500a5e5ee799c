import type { ExtensionProfile } from '@filldeck/shared';
import { useMutation } from '@tanstack/react-query';
import { postExtensionAuth } from '../utils/extension-handoff.ts';
import { getIdToken } from './get-id-token.ts';

/**
 * Connects the extension in this browser to the signed-in account, as a sign-in does: a fresh id
 * token for this session (GET /api/auth/token: 15 minutes, exchanged once) posted to this page as
 * EXTENSION_AUTH, which the extension's content script passes on (docs/auth-contract.md).
 */
export async function connectExtension(profile: ExtensionProfile): Promise<void> {
  postExtensionAuth(await getIdToken(), profile);
}

export function useConnectExtension(profile: ExtensionProfile) {
  return useMutation({ mutationFn: () => connectExtension(profile) });
}
