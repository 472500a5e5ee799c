import { texts } from '@filldeck/shared';
import type { ReactNode } from 'react';
import { PlanLimitNotice } from '#components/plan-limit-notice.tsx';
import { Button } from '#components/ui/button.tsx';
import { DialogClose } from '#components/ui/dialog.tsx';
import { DialogFooter } from '#components/ui/dialog-footer.tsx';
import { SidebarDialogFrame } from './sidebar-dialog-frame.tsx';

interface GatedFormDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** At the plan's limit: said (with the way to more) instead of the form. */
  limitText: string | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
  /** The form, shown when the plan has room. */
  children: ReactNode;
}

/** A sidebar "New …" dialog: its form, or, at the plan's limit, the limit before any typing. */
export function GatedFormDialog({ limitText, children, ...frame }: GatedFormDialogProps) {
  return (
    <SidebarDialogFrame {...frame}>
      {limitText ? (
        <div className="mt-4 flex flex-col gap-4">
          <PlanLimitNotice>{limitText}</PlanLimitNotice>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Close</Button>
            </DialogClose>
          </DialogFooter>
        </div>
      ) : (
        children
      )}
    </SidebarDialogFrame>
  );
}

/** Cancel and Create, the footer of the sidebar's New Project and New Template forms. */
export function CreateFormFooter({ isPending }: { isPending: boolean }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="secondary">{texts.sidebar.cancel}</Button>
      </DialogClose>
      <Button type="submit" isLoading={isPending}>
        Create
      </Button>
    </DialogFooter>
  );
}
