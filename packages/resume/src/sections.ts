import type { Language } from './language.ts';
import { headingOf, type SectionKind } from './section-headings.ts';

/** A part of the résumé under one heading; its lines trimmed, empty lines kept (they end entries). */
export interface Section {
  kind: SectionKind;
  lines: string[];
}

export interface SectionedResume {
  sections: Section[];
  /** Per language, the headings written in it. */
  headingVotes: Map<Language, number>;
}

/**
 * Sections where a `Label: value` line is content, not a new heading: `Tools: Jira, Git` in a
 * job, `Languages: Go, Kotlin` among skills. Such a line heads a section only after the header,
 * the contact details, the summary or a section of other things.
 */
const KEEPS_INLINE_LABELS = new Set<SectionKind>([
  'experience',
  'projects',
  'skills',
  'education',
  'certifications',
  'languages',
]);

/**
 * The résumé's lines cut at each heading; what precedes the first is the `header` section. A
 * second header starts at `headerAt` (the line of the person's name when a sidebar comes first).
 */
export function splitSections(lines: readonly string[], headerAt = -1): SectionedResume {
  const sections: Section[] = [];
  const headingVotes = new Map<Language, number>();
  let current: Section = { kind: 'header', lines: [] };
  for (const [index, line] of lines.entries()) {
    if (index === headerAt && index > 0) {
      sections.push(current);
      current = { kind: 'header', lines: [line] };
      continue;
    }
    const heading = headingOf(line);
    if (!heading || (heading.rest !== '' && KEEPS_INLINE_LABELS.has(current.kind))) {
      current.lines.push(line);
      continue;
    }
    for (const language of heading.languages) headingVotes.set(language, (headingVotes.get(language) ?? 0) + 1);
    sections.push(current);
    current = { kind: heading.kind, lines: heading.rest ? [heading.rest] : [] };
  }
  sections.push(current);
  return { sections: sections.filter((s) => s.kind === 'header' || s.lines.some((l) => l !== '')), headingVotes };
}

/** The non-empty lines of every section of a kind, in order. */
export const linesOf = (resume: SectionedResume, kind: SectionKind) =>
  resume.sections.filter((s) => s.kind === kind).flatMap((s) => s.lines.filter((line) => line !== ''));
