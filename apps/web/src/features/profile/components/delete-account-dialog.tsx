import { confirmsAccountDeletion, texts } from '@filldeck/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '#components/ui/dialog.tsx';
import { DialogFooter } from '#components/ui/dialog-footer.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { errorText } from '#lib/error-text.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

interface DeleteAccountDialogProps {
  email: string;
  /** A paid plan whose subscription the provider may still bill: it is cancelled first. */
  hasSubscription: boolean;
  /** Called once the account is gone (the caller signs the browser out and leaves). */
  onDeleted: () => void;
}

/**
 * "Delete account" and its confirmation: the user types the account's email, then the account and
 * everything in it are deleted (a paid subscription cancelled at the provider first).
 */
export function DeleteAccountDialog({ email, hasSubscription, onDeleted }: DeleteAccountDialogProps) {
  const remove = useDeleteAccount();
  const [isOpen, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const confirms = confirmsAccountDeletion(typed, email);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirms) return;
    remove.mutate(typed, { onSuccess: onDeleted });
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (remove.isPending) return;
        setOpen(open);
        if (!open) {
          setTyped('');
          remove.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="danger">Delete account</Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close">
        <form onSubmit={onSubmit} noValidate>
          <DialogTitle>Delete account</DialogTitle>
          <DialogDescription asChild>
            <div className="flex flex-col gap-2">
              <p>
                This deletes your account and everything in it: templates, components, projects, AI usage and connected
                browsers. It cannot be undone.
              </p>
              {hasSubscription ? <p>Your subscription is cancelled first, so no further payment is taken.</p> : null}
            </div>
          </DialogDescription>
          <TextField
            label={`Type your email address (${email}) to confirm`}
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className="mt-4"
          />
          {remove.isError ? (
            <Alert tone="error" className="mt-4">
              {errorText(remove.error, { fallback: texts.account.deleteFailed })}
            </Alert>
          ) : null}
          <DialogFooter>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={remove.isPending}>
              Keep account
            </Button>
            <Button type="submit" variant="danger" disabled={!confirms} isLoading={remove.isPending}>
              Delete account
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
