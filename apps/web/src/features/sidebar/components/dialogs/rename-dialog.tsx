import { LIMITS, texts } from '@filldeck/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '#components/ui/button.tsx';
import { DialogClose } from '#components/ui/dialog.tsx';
import { DialogFooter } from '#components/ui/dialog-footer.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { type RenameFormValues, renameFormSchema } from '../../schemas.ts';
import type { SidebarItem } from '../../types.ts';
import { SidebarDialogFrame } from './sidebar-dialog-frame.tsx';

interface RenameDialogProps {
  item: SidebarItem | null;
  isPending: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

function RenameForm({
  item,
  isPending,
  onSubmit,
}: { item: SidebarItem } & Pick<RenameDialogProps, 'isPending' | 'onSubmit'>) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RenameFormValues>({
    resolver: zodResolver(renameFormSchema(item.type)),
    defaultValues: { name: item.name },
  });
  return (
    <form
      noValidate
      className="mt-4 flex flex-col gap-4"
      onSubmit={handleSubmit(({ name }) => {
        if (!isPending) onSubmit(name);
      })}
    >
      <TextField
        label={texts.sidebar.newName}
        autoComplete="off"
        maxLength={LIMITS.name}
        error={errors.name?.message}
        onFocus={(event) => event.currentTarget.select()}
        {...register('name')}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{texts.sidebar.cancel}</Button>
        </DialogClose>
        <Button type="submit" isLoading={isPending}>
          {texts.sidebar.save}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Rename: field 'New Name', buttons Save and Cancel. */
export function RenameDialog({ item, onClose, onCloseAutoFocus, ...formProps }: RenameDialogProps) {
  return (
    <SidebarDialogFrame
      open={item !== null}
      title={texts.sidebar.rename}
      description={item ? `Choose a new name for the ${item.type} "${item.name}".` : null}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {item ? <RenameForm key={`${item.type}:${item.id}`} item={item} {...formProps} /> : null}
    </SidebarDialogFrame>
  );
}
