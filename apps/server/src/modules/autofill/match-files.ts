import { type FileType, isFileType, type PageField, type SkipReason, type StoredFile } from '@filldeck/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { LISTED_FILE_COLUMNS, toStoredFile } from '../files/to-stored-file.ts';
import type { TemplateValue } from './local-matcher/types.ts';

/** What a file is for, read from a File field's label or a file input's description. */
export type DocumentKind = 'resume' | 'coverLetter' | 'transcript' | 'portfolio' | 'photo';

/** The words for each kind of document, in every language FillDeck reads (docs/matcher.md#files). */
const DOCUMENT_WORDS: ReadonlyArray<[DocumentKind, RegExp]> = [
  [
    'coverLetter',
    /cover[\s_-]?letter|motivation(s?schreiben|[\s_-]?letter)|anschreiben|lettre[\s_-]de[\s_-]motivation|carta[\s_-]de[\s_-](presentaci[oó]n|motivaci[oó]n|apresenta[cç][aã]o)|motivatiebrief|sollicitatiebrief|lettera[\s_-](di[\s_-]presentazione|motivazionale)/i,
  ],
  [
    'transcript',
    /transcript|notenspiegel|notenauszug|\b(schul|abschluss|hochschul)?zeugnis(se)?\b|relev[ée][\s_-]de[\s_-]notes|expediente[\s_-]acad[eé]mico|cijferlijst|certificado[\s_-]de[\s_-]notas|hist[oó]rico[\s_-]escolar|certificato[\s_-]degli[\s_-]esami/i,
  ],
  ['portfolio', /portfolio|portafolio|portf[oó]lio|work[\s_-]samples?|arbeitsproben/i],
  ['photo', /\bphoto(graph)?\b|\bfoto\b|headshot|bewerbungsfoto|photo[\s_-]d.identit/i],
  ['resume', /r[ée]sum[ée]|\bcv\b|curriculum|lebenslauf|hoja[\s_-]de[\s_-]vida|curr[ií]culo/i],
];

/** The one kind a text names; null when it names none, or several ('your CV and cover letter'). */
export function documentKindOf(text: string): DocumentKind | null {
  // Code names split into words: resumeUpload, cv_file, cover-letter.
  const spaced = text.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  const kinds = DOCUMENT_WORDS.filter(([, words]) => words.test(spaced)).map(([kind]) => kind);
  return kinds.length === 1 ? (kinds[0] ?? null) : null;
}

const EXTENSIONS: Record<FileType, string[]> = {
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.oasis.opendocument.text': ['.odt'],
  'text/plain': ['.txt', '.text'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
};

/** Whether a file input's `accept` takes a file of this type ('' takes any). */
export function accepts(accept: string, type: FileType): boolean {
  const tokens = accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  return tokens.some(
    (token) =>
      token === type ||
      EXTENSIONS[type].includes(token) ||
      (token.endsWith('/*') && type.startsWith(token.slice(0, -1))),
  );
}

export interface FileMatch {
  /** Field key → the file's id. */
  values: Record<string, string>;
  /** Field key → the file, as the preview shows it ('maya-chen-cv.pdf, 212 KB'). */
  files: Record<string, StoredFile>;
  skipped: Array<{ key: string; reason: SkipReason }>;
}

/**
 * The template's files for the page's file inputs: an input gets the file of the template's File
 * field whose label names the same kind of document (résumé, cover letter, transcript, portfolio,
 * photo), the first such field when there are several, and only if its `accept` takes the file.
 * An input that names no kind, or several, is left alone: a wrong file is worse than none.
 */
export async function matchFiles(
  db: Db,
  userId: string,
  values: TemplateValue[],
  inputs: PageField[],
): Promise<FileMatch> {
  const result: FileMatch = { values: {}, files: {}, skipped: [] };
  if (inputs.length === 0) return result;
  const held = values.filter((v) => isFileType(v.type) && v.value !== '');
  const ids = [...new Set(held.map((v) => v.value))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select(LISTED_FILE_COLUMNS)
          .from(files)
          .where(and(eq(files.ownerUid, userId), inArray(files.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, toStoredFile(row)]));
  const byKind = new Map<DocumentKind, StoredFile>();
  for (const value of held) {
    const kind = documentKindOf(value.label) ?? documentKindOf(value.group);
    const file = byId.get(value.value);
    if (kind && file && !byKind.has(kind)) byKind.set(kind, file);
  }
  for (const input of inputs) {
    const kind = documentKindOf([input.label, input.name, input.id, input.placeholder].join(' '));
    const file = kind ? byKind.get(kind) : undefined;
    if (!file) result.skipped.push({ key: input.key, reason: 'no_match' });
    else if (!accepts(input.accept, file.type)) result.skipped.push({ key: input.key, reason: 'does_not_fit' });
    else {
      result.values[input.key] = file.id;
      result.files[input.key] = file;
    }
  }
  return result;
}
