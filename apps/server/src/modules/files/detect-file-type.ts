import { FILE_TYPES, type FileType } from '@filldeck/shared';
import { fileTypeFromBuffer } from 'file-type';

const KNOWN = new Set<string>(FILE_TYPES);
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * What a file is, from its content: its magic bytes (file-type), or plain text when it is valid
 * UTF-8 without control characters other than tabs and line breaks. Null: not a kind FillDeck keeps.
 */
export async function detectFileType(content: Uint8Array): Promise<FileType | null> {
  const found = await fileTypeFromBuffer(content);
  if (found) return KNOWN.has(found.mime) ? (found.mime as FileType) : null;
  try {
    const text = utf8.decode(content);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
    return /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text) ? null : 'text/plain';
  } catch {
    return null;
  }
}
