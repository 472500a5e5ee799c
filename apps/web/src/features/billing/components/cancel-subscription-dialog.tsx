import { texts } from '@filldeck/shared';
import { AlertDialog } from 'radix-ui';
import { Button, buttonClasses } from '#components/ui/button.tsx';

interface CancelSubscriptionDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the user keeps and until when, under the question 'Are you sure…'. */
  consequence: string;
  isCancelling: boolean;
  onConfirm: () => void;
  /** Where focus goes on closing: the outcome message once the button itself may be gone. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * "Cancel subscription" and its confirmation (Radix AlertDialog: focus trapped, starts on "Keep
 * subscription", Escape keeps it, focus returns to the button). The caller closes it when the request settles.
 */
export function CancelSubscriptionDialog({
  isOpen,
  onOpenChange,
  consequence,
  isCancelling,
  onConfirm,
  onCloseAutoFocus,
}: CancelSubscriptionDialogProps) {
  return (
    <AlertDialog.Root open={isOpen} onOpenChange={(open) => !isCancelling && onOpenChange(open)}>
      <AlertDialog.Trigger asChild>
        <Button variant="secondary">Cancel subscription</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-zinc-950/50 backdrop-blur-[1px]" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-zinc-200 bg-white p-6 text-zinc-900 shadow-xl focus:outline-none dark:border-zinc-800 dark:bg-zinc-950 dark:text-zinc-100"
        >
          <AlertDialog.Title className="text-lg font-semibold">Cancel subscription</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 flex flex-col gap-2 text-sm text-zinc-600 dark:text-zinc-400">
              <p className="font-medium text-zinc-900 dark:text-zinc-100">{texts.subscription.confirmCancel}</p>
              <p>{consequence}</p>
            </div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('secondary', 'md')} disabled={isCancelling}>
              Keep subscription
            </AlertDialog.Cancel>
            <Button variant="danger" isLoading={isCancelling} onClick={onConfirm}>
              Yes, cancel subscription
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
