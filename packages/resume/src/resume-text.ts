import { docxText } from './docx-text.ts';
import { type PdfTextOptions, pdfText } from './pdf-text.ts';

export type ResumeKind = 'pdf' | 'docx';

/** Whether the bytes start the way a file of this kind starts (`%PDF-`, or a ZIP's `PK\3\4`). */
function looksLike(bytes: Uint8Array, kind: ResumeKind): boolean {
  if (kind === 'pdf') {
    const head = String.fromCharCode(...bytes.subarray(0, 1024));
    return head.includes('%PDF-');
  }
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * A résumé's text in reading order, read in this process (browser or Node): a PDF with pdf.js,
 * columns one after the other; a DOCX with mammoth. Anything else is refused with an Error.
 */
export async function resumeText(bytes: Uint8Array, kind: ResumeKind, options: PdfTextOptions = {}): Promise<string> {
  if (kind !== 'pdf' && kind !== 'docx') throw new Error(`A résumé must be a PDF or a DOCX file, not ${String(kind)}.`);
  if (!looksLike(bytes, kind)) throw new Error(`This file is not a ${kind === 'pdf' ? 'PDF' : 'DOCX'} document.`);
  try {
    return kind === 'pdf' ? await pdfText(bytes, options) : await docxText(bytes);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not read the ${kind === 'pdf' ? 'PDF' : 'DOCX'} file: ${reason}`, { cause: error });
  }
}
