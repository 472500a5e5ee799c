import type { Me } from '@filldeck/shared';
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useConnectExtension } from '#features/auth/api/connect-extension.ts';
import type { ExtensionStatus } from '#features/get-extension/hooks/extension-status.ts';
import { useExtensionStatus } from '#features/get-extension/hooks/use-extension-status.ts';

/** The extension in this browser as the signed-in app sees it, and a way to connect it. */
export interface ExtensionConnection {
  status: ExtensionStatus;
  /** Hands this session to the extension here ("Connect this browser"). */
  connect(): void;
  isConnecting: boolean;
  /** The last connect failed: no id token to hand over, or the extension could not use it. */
  hasConnectFailed: boolean;
}

/**
 * The signed-in shell's one view of the extension (the sidebar's dot, /extension, the dashboard's
 * first steps). An extension that wants a session (just installed, never signed out since) is
 * connected unasked, once per page: so installing after signing in connects as soon as a
 * dashboard page is open (docs/auth-contract.md#is-the-extension-there-dashboard--extension).
 */
export function useExtensionConnectionState(user: Me): ExtensionConnection {
  const status = useExtensionStatus();
  const { mutate, isPending, isError } = useConnectExtension({ name: user.displayName, photoURL: user.photoURL });
  // The status when the id token was handed over: the extension's next word says how it went.
  const [handedOverAt, setHandedOverAt] = useState<ExtensionStatus | null>(null);
  const statusNow = useRef(status);
  statusNow.current = status;
  const connect = useCallback(
    () => mutate(undefined, { onSuccess: () => setHandedOverAt(statusNow.current) }),
    [mutate],
  );
  // Once: should the exchange fail, the extension asks again, and answering again would loop.
  const hasAnswered = useRef(false);

  useEffect(() => {
    if (status.state !== 'installed' || !status.wantsSession || hasAnswered.current) return;
    hasAnswered.current = true;
    connect();
  }, [status, connect]);

  const hasAnswerSince = handedOverAt !== null && handedOverAt !== status;
  return {
    status,
    connect,
    isConnecting: isPending || (handedOverAt !== null && !hasAnswerSince),
    hasConnectFailed: isError || (hasAnswerSince && status.state === 'installed'),
  };
}

export const ExtensionConnectionContext = createContext<ExtensionConnection | null>(null);

/** Inside the signed-in shell: the extension in this browser (useExtensionConnectionState). */
export function useExtensionConnection(): ExtensionConnection {
  const connection = useContext(ExtensionConnectionContext);
  if (!connection) throw new Error('useExtensionConnection is used outside the signed-in shell');
  return connection;
}
