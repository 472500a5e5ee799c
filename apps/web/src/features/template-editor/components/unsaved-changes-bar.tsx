import { texts } from '@filldeck/shared';
import { Button } from '#components/ui/button.tsx';

interface UnsavedChangesBarProps {
  isSaving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}

/** Sticks to the bottom of the window while there are unsaved changes: the editor's one Save. */
export function UnsavedChangesBar({ isSaving, onSave, onDiscard }: UnsavedChangesBarProps) {
  return (
    <section
      aria-label="Unsaved changes"
      className="sticky bottom-0 z-20 -mx-4 mt-8 border-t border-zinc-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-8 sm:px-8 dark:border-zinc-800 dark:bg-zinc-950/95"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm font-medium">
          <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" />
          You have unsaved changes.
        </p>
        <div className="flex flex-1 justify-end gap-2 sm:flex-none">
          <Button variant="ghost" size="sm" onClick={onDiscard} disabled={isSaving}>
            Discard changes
          </Button>
          <Button size="sm" onClick={onSave} isLoading={isSaving}>
            {texts.editor.saveTemplate}
          </Button>
        </div>
      </div>
    </section>
  );
}
