import { CircleCheck, CircleDashed, PlugZap } from 'lucide-react';
import { Button } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import type { ExtensionStatus } from '../hooks/extension-status.ts';

interface ExtensionStatusPanelProps {
  status: ExtensionStatus;
  /** Hands this session to the extension (Connect this browser). */
  onConnect(): void;
  isConnecting?: boolean;
  hasConnectFailed?: boolean;
}

/** Whether the extension is installed and connected in this browser, and what to do when it is not. */
export function ExtensionStatusPanel({
  status,
  onConnect,
  isConnecting = false,
  hasConnectFailed = false,
}: ExtensionStatusPanelProps) {
  if (status.state === 'checking') {
    return (
      <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
        Checking for the extension…
      </p>
    );
  }
  if (status.state === 'connected') {
    return (
      <Card
        role="status"
        className="flex items-start gap-3 border-emerald-200 bg-emerald-50 p-4 dark:border-emerald-900/60 dark:bg-emerald-950/40"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-300" />
        <div className="text-sm">
          <p className="font-medium">FillDeck is connected in this browser</p>
          <p className="text-zinc-700 dark:text-zinc-300">
            {status.name ? `Signed in as ${status.name}. ` : ''}Version {status.version}.
          </p>
        </div>
      </Card>
    );
  }
  if (status.state === 'installed') {
    return (
      <Card role="status" className="flex flex-wrap items-center gap-3 p-4">
        <PlugZap aria-hidden="true" className="size-5 shrink-0 text-amber-600 dark:text-amber-400" />
        <div className="min-w-0 flex-1 text-sm">
          <p>FillDeck is installed but not connected to your account.</p>
          {hasConnectFailed && !isConnecting ? (
            <p className="text-red-700 dark:text-red-300">FillDeck could not connect. Try again in a moment.</p>
          ) : null}
        </div>
        <Button size="sm" onClick={onConnect} isLoading={isConnecting}>
          Connect this browser
        </Button>
      </Card>
    );
  }
  return (
    <Card role="status" className="flex items-center gap-3 p-4">
      <CircleDashed aria-hidden="true" className="size-5 shrink-0 text-zinc-500 dark:text-zinc-400" />
      <p className="text-sm">FillDeck isn't installed in this browser yet.</p>
    </Card>
  );
}
