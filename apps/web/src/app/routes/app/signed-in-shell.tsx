import type { Me } from '@filldeck/shared';
import { Outlet } from 'react-router';
import { DeleteToaster } from '#components/delete-toaster.tsx';
import { useLogout } from '#features/auth/hooks/use-logout.ts';
import { useLiveUpdates } from '#features/live-updates/hooks/use-live-updates.ts';
import { AppShell } from '#features/shell/components/app-shell.tsx';
import { UserMenu } from '#features/shell/components/user-menu.tsx';
import { SidebarDialogsProvider } from '#features/sidebar/components/sidebar-dialogs-provider.tsx';
import { SidebarNav } from '#features/sidebar/components/sidebar-nav.tsx';
import { ExtensionConnectionContext, useExtensionConnectionState } from '../../extension-connection.ts';
import { useSidebarContent } from '../../use-sidebar-content.ts';

/**
 * The shell around every signed-in page, with the sidebar's content, live updates and the
 * extension in this browser (connected unasked when it was just installed). The
 * sidebar's dialogs wrap the pages too, so a page's row menu renames, moves and deletes the same way.
 */
export function SignedInShell({ user }: { user: Me }) {
  const logout = useLogout();
  const extension = useExtensionConnectionState(user);
  const sidebarContent = useSidebarContent(user.plan, extension.status.state === 'connected');
  useLiveUpdates(!logout.isPending);

  return (
    <ExtensionConnectionContext value={extension}>
      <SidebarDialogsProvider content={sidebarContent}>
        <AppShell
          sidebar={(isCollapsed) => <SidebarNav isCollapsed={isCollapsed} plan={user.plan} content={sidebarContent} />}
          userMenu={<UserMenu user={user} onLogout={() => logout.mutate()} isLoggingOut={logout.isPending} />}
        >
          <Outlet context={user} />
          <DeleteToaster />
        </AppShell>
      </SidebarDialogsProvider>
    </ExtensionConnectionContext>
  );
}
