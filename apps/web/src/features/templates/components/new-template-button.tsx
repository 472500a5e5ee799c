import { Plus } from 'lucide-react';
import { Button } from '#components/ui/button.tsx';

/** The pages' + New Template button: opens the New Template dialog, which creates. */
export function NewTemplateButton({ onClick, isCreating }: { onClick: () => void; isCreating: boolean }) {
  return (
    <Button onClick={onClick} isLoading={isCreating} className="shrink-0">
      {isCreating ? null : <Plus aria-hidden="true" className="size-4" />}
      New Template
    </Button>
  );
}
