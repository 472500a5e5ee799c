import { type Project, texts } from '@filldeck/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '#components/ui/button.tsx';
import { DialogClose } from '#components/ui/dialog.tsx';
import { DialogFooter } from '#components/ui/dialog-footer.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import type { SidebarTemplateItem } from '../../types.ts';
import { SidebarDialogFrame } from './sidebar-dialog-frame.tsx';

interface MoveDialogProps {
  item: SidebarTemplateItem | null;
  projects: readonly Project[];
  isPending: boolean;
  /** The chosen project's id, or null for '(No project)'. */
  onSubmit: (projectId: string | null) => void;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

const NO_PROJECT = '';

function MoveForm({
  item,
  projects,
  isPending,
  onSubmit,
}: { item: SidebarTemplateItem } & Pick<MoveDialogProps, 'projects' | 'isPending' | 'onSubmit'>) {
  const [projectId, setProjectId] = useState(item.projectId ?? NO_PROJECT);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPending) onSubmit(projectId === NO_PROJECT ? null : projectId);
  };
  return (
    <form className="mt-4 flex flex-col gap-4" onSubmit={submit}>
      <SelectField
        label={texts.sidebar.selectProject}
        value={projectId}
        onChange={(event) => setProjectId(event.target.value)}
        options={[
          { value: NO_PROJECT, label: texts.sidebar.noProject },
          ...projects.map((project) => ({ value: project.id, label: project.name })),
        ]}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{texts.sidebar.cancel}</Button>
        </DialogClose>
        <Button type="submit" isLoading={isPending}>
          {texts.sidebar.move}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Move to Project: 'Select Project' with '(No project)', buttons Move and Cancel (the keyboard alternative to drag and drop). */
export function MoveDialog({ item, onClose, onCloseAutoFocus, ...formProps }: MoveDialogProps) {
  return (
    <SidebarDialogFrame
      open={item !== null}
      title={texts.sidebar.moveToProject}
      description={item ? `Choose where the template "${item.name}" belongs.` : null}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {item ? <MoveForm key={item.id} item={item} {...formProps} /> : null}
    </SidebarDialogFrame>
  );
}
