import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { deleteQueue } from '#lib/undoable-delete/delete-queue.ts';
import { logoutSession } from '../api/logout-session.ts';
import { signOut } from '../api/sign-out.ts';
import { forgetStoredIdToken, postExtensionLogout } from '../utils/extension-handoff.ts';

async function runStep(step: () => Promise<void>, name: string): Promise<void> {
  try {
    await step();
  } catch (error) {
    // Keep going: the user asked to leave, and each later step still clears what it can.
    console.warn(`Logout: ${name} failed`, error);
  }
}

/**
 * Logout (docs/product.md#identity-and-sessions): identity sign-out, POST /api/logout, LOGOUT to
 * the extension, then the cached data of this user is dropped and the browser goes to /login.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      // Deletes still in their undo window are carried out while the session still exists.
      await deleteQueue.commitAll();
      await runStep(signOut, 'sign-out');
      await runStep(logoutSession, 'logout');
      postExtensionLogout();
      forgetStoredIdToken();
    },
    onSettled: () => {
      queryClient.getQueryCache().clear();
      navigate('/login');
    },
  });
}
