/**
 * @filldeck/resume — a résumé's text from its PDF or DOCX file, and the details the built-in
 * parser reads from it. Runs in the browser and in Node; nothing leaves the machine.
 */
export { parseResume } from './parse-resume.ts';
export type { PdfTextOptions } from './pdf-text.ts';
export type { ResumeDetails } from './resume-details.ts';
export { type ResumeKind, resumeText } from './resume-text.ts';
