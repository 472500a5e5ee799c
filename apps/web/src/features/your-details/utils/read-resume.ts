import { parseResume, type ResumeDetails, resumeText } from '@filldeck/resume';
import pdfWorkerSrc from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';

/**
 * Reads a résumé in this browser (pdf.js in a worker from this server, mammoth for DOCX) and
 * proposes its details. Loaded only when the user chooses a résumé: pdf.js is large.
 */
export async function readResume(file: File): Promise<{ details: ResumeDetails; text: string }> {
  const kind = /\.docx$/i.test(file.name) || file.type.includes('wordprocessingml') ? 'docx' : 'pdf';
  const text = await resumeText(new Uint8Array(await file.arrayBuffer()), kind, { pdfWorkerSrc });
  return { details: parseResume(text), text };
}
