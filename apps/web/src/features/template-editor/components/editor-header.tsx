import { messages } from '@filldeck/shared';
import { Download, Save } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useExportTemplate } from '../api/export-template.ts';
import { ImportTemplateDialog } from './import-template-dialog.tsx';
import { TemplateNameHeading } from './template-name-heading.tsx';

const EXPORT_FAILED = 'The template could not be exported. Please try again.';

interface EditorHeaderProps {
  templateId: string;
  name: string;
  onRename: (name: string) => void;
  isDirty: boolean;
  isSaving: boolean;
  onSave: () => void;
}

/** The editor's top: the inline-editable name, Export, Import template and Save Template. */
export function EditorHeader({ templateId, name, onRename, isDirty, isSaving, onSave }: EditorHeaderProps) {
  const exportTemplate = useExportTemplate();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 flex-1">
          <TemplateNameHeading name={name} onRename={onRename} />
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            Build what the AI fills in: components, ad-hoc fields and instructions.{' '}
            <TextLink to="/practice">Try it on a sample form</TextLink>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            title={isDirty ? 'Exports the saved version' : undefined}
            isLoading={exportTemplate.isPending}
            onClick={() => exportTemplate.mutate(templateId)}
          >
            {exportTemplate.isPending ? null : <Download aria-hidden="true" className="size-4" />}
            Export
          </Button>
          <ImportTemplateDialog />
          <Button size="sm" onClick={onSave} isLoading={isSaving}>
            {isSaving ? null : <Save aria-hidden="true" className="size-4" />}
            {messages.editor.saveTemplate}
          </Button>
        </div>
      </div>
      {exportTemplate.error ? (
        <Alert tone="error">{errorText(exportTemplate.error, { fallback: EXPORT_FAILED })}</Alert>
      ) : null}
    </div>
  );
}
