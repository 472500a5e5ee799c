import type { PlanId } from './plans.ts';

/**
 * Files in templates (docs/product.md#files): what may be kept, how large, and how much per plan.
 * The server checks a file's kind from its content (magic bytes), never from its name or the type
 * the browser claims.
 */
export const FILE_KINDS = [
  { type: 'application/pdf', ext: 'pdf', label: 'PDF' },
  { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx', label: 'DOCX' },
  { type: 'application/vnd.oasis.opendocument.text', ext: 'odt', label: 'ODT' },
  { type: 'text/plain', ext: 'txt', label: 'TXT' },
  { type: 'image/png', ext: 'png', label: 'PNG' },
  { type: 'image/jpeg', ext: 'jpg', label: 'JPEG' },
] as const;
export type FileType = (typeof FILE_KINDS)[number]['type'];

export const FILE_TYPES = FILE_KINDS.map((kind) => kind.type) as [FileType, ...FileType[]];

/** The file picker's `accept`: the kinds a template may hold, by extension and type. */
export const FILE_ACCEPT = [...FILE_KINDS.flatMap((kind) => [`.${kind.ext}`, kind.type]), '.jpeg'].join(',');

const MB = 1024 * 1024;

export const FILE_LIMITS = {
  /** The largest file, in bytes. */
  maxBytes: 5 * MB,
  /** A file's name as kept and shown. */
  name: 200,
} as const;

/** How much the user's files may take in all, by plan. */
export const FILE_STORAGE_BYTES: Record<PlanId, number> = {
  free: 5 * MB,
  basic: 50 * MB,
  professional: 200 * MB,
};

/** A size as people read it: '812 bytes', '212 KB', '4.8 MB'. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < MB) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / MB;
  return `${mb < 10 ? Math.round(mb * 10) / 10 : Math.round(mb)} MB`;
}

/** What a File field in the preview and the editor says: 'maya-chen-cv.pdf, 212 KB'. */
export const fileSummary = (file: { name: string; size: number }) => `${file.name}, ${fileSizeText(file.size)}`;
