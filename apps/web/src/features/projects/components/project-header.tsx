import { LIMITS, type Project } from '@filldeck/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { errorText } from '#lib/error-text.ts';
import { useRenameProject } from '../api/rename-project.ts';

interface ProjectHeaderProps {
  project: Project;
  /** Delete project: asks for confirmation (the caller's dialog); `opener` gets focus back on Cancel. */
  onDelete?: (opener: HTMLElement) => void;
}

/**
 * The project's name as the page title, with Rename: an inline field that saves on Enter, on
 * Save or when focus leaves it, and cancels on Escape. A blank name is ignored
 * (docs/product.md#projects).
 * And Delete project, when given.
 */
export function ProjectHeader({ project, onDelete }: ProjectHeaderProps) {
  const rename = useRenameProject();
  const [draft, setDraftState] = useState<string | null>(null);
  // Read by save(): a blur that follows Escape or Cancel must not save the abandoned draft.
  const draftRef = useRef<string | null>(null);
  const setDraft = (value: string | null) => {
    draftRef.current = value;
    setDraftState(value);
  };
  const [error, setError] = useState<string | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);

  const stopEditing = () => {
    setDraft(null);
    // Back to the Rename button once it is rendered again.
    requestAnimationFrame(() => renameButton.current?.focus());
  };

  const save = () => {
    if (draftRef.current === null) return;
    const name = draftRef.current.trim();
    stopEditing();
    if (!name || name === project.name) return;
    setError(null);
    rename
      .mutateAsync({ projectId: project.id, name })
      .catch((caught: unknown) => setError(errorText(caught, { fallback: 'The project could not be renamed.' })));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };

  return (
    <div className="mb-6 flex flex-col gap-3">
      {draft === null ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-words">{project.name}</h1>
          <Button ref={renameButton} variant="secondary" size="sm" onClick={() => setDraft(project.name)}>
            <Pencil aria-hidden="true" className="size-3.5" />
            Rename
          </Button>
          {onDelete ? (
            <Button variant="secondary" size="sm" onClick={(event) => onDelete(event.currentTarget)}>
              <Trash2 aria-hidden="true" className="size-3.5" />
              Delete project
            </Button>
          ) : null}
        </div>
      ) : (
        <form
          onSubmit={onSubmit}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) save();
          }}
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
        >
          <h1 className="sr-only">{project.name}</h1>
          <TextField
            label="Project name"
            value={draft}
            maxLength={LIMITS.name}
            autoComplete="off"
            autoFocus
            className="w-full sm:max-w-md"
            onChange={(event) => setDraft(event.target.value)}
            onFocus={(event) => event.currentTarget.select()}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                stopEditing();
              }
            }}
          />
          <div className="flex gap-2">
            <Button type="submit">Save</Button>
            <Button variant="secondary" onClick={stopEditing}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}
