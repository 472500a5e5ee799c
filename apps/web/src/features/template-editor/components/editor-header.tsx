import { CircleCheck, Download } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { errorText } from '#lib/error-text.ts';
import { useExportTemplate } from '../api/export-template.ts';
import { ExportUnsavedDialog } from './export-unsaved-dialog.tsx';
import { ImportTemplateDialog } from './import-template-dialog.tsx';
import { TemplateNameHeading } from './template-name-heading.tsx';

const EXPORT_FAILED = 'The template could not be exported. Please try again.';

interface EditorHeaderProps {
  templateId: string;
  name: string;
  onRename: (name: string) => void;
  isDirty: boolean;
}

/**
 * The editor's top: the inline-editable name, whether everything is saved, Export and Import
 * template. Saving is the unsaved-changes bar's one Save Template.
 */
export function EditorHeader({ templateId, name, onRename, isDirty }: EditorHeaderProps) {
  const exportTemplate = useExportTemplate();
  const [isExportAsked, setExportAsked] = useState(false);
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
          {isDirty ? (
            <span className="flex items-center gap-1.5 text-sm text-amber-800 dark:text-amber-300">
              <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" />
              Unsaved changes
            </span>
          ) : (
            <span className="flex items-center gap-1.5 text-sm text-zinc-600 dark:text-zinc-400">
              <CircleCheck aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />
              All changes saved
            </span>
          )}
          <Button
            variant="secondary"
            size="sm"
            isLoading={exportTemplate.isPending}
            onClick={() => (isDirty ? setExportAsked(true) : exportTemplate.mutate(templateId))}
          >
            {exportTemplate.isPending ? null : <Download aria-hidden="true" className="size-4" />}
            Export
          </Button>
          <ImportTemplateDialog />
        </div>
      </div>
      {exportTemplate.error ? (
        <Alert tone="error">{errorText(exportTemplate.error, { fallback: EXPORT_FAILED })}</Alert>
      ) : null}
      <ExportUnsavedDialog
        isOpen={isExportAsked}
        onCancel={() => setExportAsked(false)}
        onExportSaved={() => {
          setExportAsked(false);
          exportTemplate.mutate(templateId);
        }}
      />
    </div>
  );
}
