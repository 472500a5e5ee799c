import { texts } from '@filldeck/shared';
import { PlanLimitDialog } from '#components/plan-limit-dialog.tsx';
import { TemplateNameDialog } from '#components/template-name-dialog.tsx';
import type { useNewTemplate } from '../hooks/use-new-template.ts';

/** The pages' New Template dialog: the name first (suggested), created only on Create. */
export function NewTemplateDialog({ flow }: { flow: ReturnType<typeof useNewTemplate> }) {
  return (
    <>
      <TemplateNameDialog
        title={texts.sidebar.newTemplate}
        description="Name your template; it is created when you confirm."
        defaultName={flow.dialogName}
        submitLabel="Create"
        isSaving={flow.isCreating}
        onSave={flow.createAndOpen}
        onClose={flow.cancel}
      />
      <PlanLimitDialog title={texts.sidebar.newTemplate} text={flow.limitText} onClose={flow.closeLimit} />
    </>
  );
}
