import { readFileSync } from 'node:fs';
import { parseResume, type ResumeDetails, resumeText } from '@filldeck/resume';
import type { ResumeCase } from './cases.ts';
import type { Proposed } from './score.ts';

export interface CaseRun {
  proposed: Proposed;
  /** Milliseconds to read the file's text, and to parse that text. */
  extractMs: number;
  parseMs: number;
}

/** The fields the bench scores, from the parser's details. */
export function proposedOf(details: ResumeDetails): Proposed {
  const name = details.fullName ?? ([details.firstName, details.lastName].filter(Boolean).join(' ') || undefined);
  return {
    name,
    email: details.email,
    phone: details.phone,
    links: details.links,
    title: details.title,
    employer: details.employer,
    city: details.city,
  };
}

/** Reads and parses one résumé of the corpus, timing both steps. */
export async function runCase(resume: ResumeCase): Promise<CaseRun> {
  const bytes = new Uint8Array(readFileSync(resume.file));
  const started = performance.now();
  const text = await resumeText(bytes, resume.kind);
  const extracted = performance.now();
  const details = parseResume(text);
  const parsed = performance.now();
  return { proposed: proposedOf(details), extractMs: extracted - started, parseMs: parsed - extracted };
}
