import { type TemplateExport, templateExportSchema } from '@filldeck/shared';
import { Upload } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '#components/ui/dialog.tsx';
import { DialogFooter } from '#components/ui/dialog-footer.tsx';
import { errorText } from '#lib/error-text.ts';
import { useImportTemplate } from '../api/import-template.ts';
import { usePreviewImport } from '../api/preview-import.ts';
import { ImportPreview } from './import-preview.tsx';

const NOT_AN_EXPORT = 'This file is not a FillDeck template export.';
const IMPORT_FAILED = 'The template could not be imported. Please try again.';
const NO_FILE = 'Choose a template file to import.';
const PREVIEW_FAILED = 'The file could not be checked. Please try again.';

async function readExport(file: File) {
  try {
    const result = templateExportSchema.safeParse(JSON.parse(await file.text()));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * 'Import template': a .json export becomes a new template, which then opens. Choosing the file
 * shows what will be created (and which of the user's components are reused) before anything is.
 */
export function ImportTemplateDialog() {
  const [isOpen, setOpen] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const [doc, setDoc] = useState<TemplateExport | null>(null);
  const importTemplate = useImportTemplate();
  const preview = usePreviewImport();
  const navigate = useNavigate();
  const inputId = useId();
  const errorMessage =
    localError ??
    (importTemplate.error ? errorText(importTemplate.error, { fallback: IMPORT_FAILED }) : null) ??
    (preview.error ? errorText(preview.error, { fallback: PREVIEW_FAILED }) : null);

  const reset = () => {
    setLocalError(null);
    setDoc(null);
    importTemplate.reset();
    preview.reset();
  };

  const onOpenChange = (open: boolean) => {
    if (importTemplate.isPending) return;
    setOpen(open);
    reset();
  };

  const onFileChange = async (event: ChangeEvent<HTMLInputElement>) => {
    reset();
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    const parsed = await readExport(file);
    if (!parsed) return setLocalError(NOT_AN_EXPORT);
    setDoc(parsed);
    preview.mutate(parsed);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    importTemplate.reset();
    if (localError) return;
    if (!doc) return setLocalError(NO_FILE);
    importTemplate.mutate(doc, {
      onSuccess: (templateId) => {
        setOpen(false);
        navigate(`/templates/${templateId}`);
      },
    });
  };

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <Upload aria-hidden="true" className="size-4" />
          Import template
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close">
        <DialogTitle>Import template</DialogTitle>
        <DialogDescription>
          Choose a file exported from FillDeck. It becomes a new template; components you already have are reused.
        </DialogDescription>
        <form noValidate onSubmit={onSubmit} className="mt-5 flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={inputId} className="text-sm font-medium">
              Template file (.json)
            </label>
            <input
              id={inputId}
              name="file"
              type="file"
              accept="application/json,.json"
              onChange={onFileChange}
              className="block w-full text-sm text-zinc-700 file:mr-3 file:rounded-md file:border file:border-zinc-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-zinc-900 hover:file:bg-zinc-50 dark:text-zinc-300 dark:file:border-zinc-700 dark:file:bg-zinc-900 dark:file:text-zinc-100"
            />
          </div>
          {preview.data && doc ? <ImportPreview preview={preview.data} /> : null}
          {errorMessage ? <Alert tone="error">{errorMessage}</Alert> : null}
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={importTemplate.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              isLoading={importTemplate.isPending || preview.isPending}
              disabled={Boolean(preview.data?.refusal)}
            >
              Import
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
