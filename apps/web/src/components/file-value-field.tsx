import { FILE_ACCEPT, fileSizeText, texts } from '@filldeck/shared';
import { FileText } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { errorText } from '#lib/error-text.ts';
import { fileDownloadUrl, useDeleteFile, useFiles, useUploadFile } from '#lib/files-api.ts';
import { Button, buttonClasses } from './ui/button.tsx';
import { errorClasses, hintClasses, labelClasses } from './ui/field-styles.ts';
import { SelectField } from './ui/select-field.tsx';

const t = texts.files;

interface FileValueFieldProps {
  /** The visible name of the value ('Value', 'Default value'). */
  label: string;
  /** The file's id, '' for none. */
  value: string;
  onChange: (id: string) => void;
}

/**
 * The value of a File field: the file it holds (download, replace with new content, take out of
 * the field, delete for good), or a new upload, or one of the files the user already has. The file
 * is stored at once; the field names it when the template or component is saved.
 */
export function FileValueField({ label, value, onChange }: FileValueFieldProps) {
  const id = useId();
  const files = useFiles();
  const upload = useUploadFile();
  const remove = useDeleteFile();
  const [confirming, setConfirming] = useState(false);
  const current = value ? files.data?.files.find((file) => file.id === value) : undefined;
  const missing = value !== '' && files.isSuccess && !current;

  const onPick = (replaceId?: string) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate({ file, replaceId }, { onSuccess: (stored) => onChange(stored.id) });
  };
  const failure = upload.isError
    ? errorText(upload.error, { fallback: t.uploadFailed })
    : remove.isError
      ? errorText(remove.error, { fallback: t.deleteFailed })
      : missing
        ? t.missing
        : null;
  const picker = (text: string, replaceId?: string) => (
    <label className={buttonClasses('secondary', 'sm', 'cursor-pointer focus-within:outline-2')}>
      {text}
      <input
        type="file"
        accept={FILE_ACCEPT}
        className="sr-only"
        onChange={onPick(replaceId)}
        disabled={upload.isPending}
      />
    </label>
  );

  return (
    <fieldset aria-describedby={`${id}-hint`} className="flex min-w-0 flex-col gap-1.5">
      <legend className={labelClasses}>{label}</legend>
      {current ? (
        <div className="flex flex-col gap-2">
          <p className="flex items-center gap-2 text-sm">
            <FileText aria-hidden="true" className="size-4 shrink-0 text-zinc-600 dark:text-zinc-400" />
            <a
              href={fileDownloadUrl(current.id)}
              download={current.name}
              className="truncate font-medium text-indigo-700 underline dark:text-indigo-300"
            >
              {current.name}
            </a>
            <span className="shrink-0 text-zinc-600 dark:text-zinc-400">{fileSizeText(current.size)}</span>
          </p>
          {confirming ? (
            <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
              <span>{t.confirmDelete(current.name)}</span>
              <Button
                variant="danger"
                size="sm"
                isLoading={remove.isPending}
                onClick={() =>
                  remove.mutate(current.id, { onSuccess: () => onChange(''), onSettled: () => setConfirming(false) })
                }
              >
                {t.deleteFile}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setConfirming(false)}>
                {t.keep}
              </Button>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              {picker(t.replace, current.id)}
              <Button variant="secondary" size="sm" onClick={() => onChange('')}>
                {t.removeFromField}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
                {t.deleteFile}
              </Button>
            </div>
          )}
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <div>{picker(t.upload)}</div>
          {files.data && files.data.files.length > 0 ? (
            <SelectField
              label={t.choose}
              value=""
              options={[
                { value: '', label: t.noFile },
                ...files.data.files.map((file) => ({
                  value: file.id,
                  label: `${file.name}, ${fileSizeText(file.size)}`,
                })),
              ]}
              onChange={(event) => onChange(event.target.value)}
            />
          ) : null}
        </div>
      )}
      <p id={`${id}-hint`} className={hintClasses}>
        {t.kinds}
        {files.data ? ` ${t.used(fileSizeText(files.data.usedBytes), fileSizeText(files.data.allowanceBytes))}` : null}
      </p>
      {upload.isPending ? (
        <p role="status" className={hintClasses}>
          {t.uploading}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className={errorClasses}>
          {failure}
        </p>
      ) : null}
    </fieldset>
  );
}
