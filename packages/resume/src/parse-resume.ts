import { contactDetails } from './contact-details.ts';
import { currentJob } from './current-job.ts';
import { firstEntryParts } from './first-entry.ts';
import { headlineTitle } from './headline.ts';
import { detectLanguage } from './language.ts';
import { EMAIL } from './links.ts';
import { PHONE_LABEL } from './phone-numbers.ts';
import type { ResumeDetails } from './resume-details.ts';
import { lineParts, resumeLines } from './resume-lines.ts';
import { resumeName } from './resume-name.ts';
import type { SectionKind } from './section-headings.ts';
import { linesOf, type SectionedResume, splitSections } from './sections.ts';
import { skillsIn } from './skills.ts';

/** How many lines around an e-mail address or a labelled phone count as contact lines. */
const CONTACT_REACH = 3;

/** The lines where contact details stand: the header, contact sections and around an e-mail or phone label. */
function contactLinesOf(lines: readonly string[], resume: SectionedResume): string[] {
  const chosen = new Set<string>([...linesOf(resume, 'header'), ...linesOf(resume, 'contact')]);
  lines.forEach((line, index) => {
    EMAIL.lastIndex = 0;
    if (!EMAIL.test(line) && !PHONE_LABEL.test(line)) return;
    for (const near of lines.slice(Math.max(0, index - CONTACT_REACH), index + CONTACT_REACH + 1)) {
      if (near !== '') chosen.add(near);
    }
  });
  return lines.filter((line) => chosen.has(line));
}

/** A section's lines with the empty lines that end its entries, as one text. */
function sectionText(resume: SectionedResume, kind: SectionKind, paragraph = false): string | undefined {
  const lines = resume.sections.filter((s) => s.kind === kind).flatMap((s) => [...s.lines, '']);
  const text = paragraph
    ? lines
        .join('\n')
        .split(/\n{2,}/)
        .map((block) => block.replace(/\n/g, ' ').trim())
        .filter(Boolean)
        .join('\n')
    : lines
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim();
  return text || undefined;
}

/** Lines of every section of a kind, empty lines kept. */
const sectionLines = (resume: SectionedResume, kind: SectionKind) =>
  resume.sections.filter((s) => s.kind === kind).flatMap((s) => [...s.lines, '']);

/**
 * The details of a résumé's text (as `resumeText` gives it): contact, name, current job,
 * education, skills, work history and summary. Pure and fast: rules, no model, no network. A
 * detail it cannot read with confidence is left out.
 */
export function parseResume(text: string): ResumeDetails {
  const lines = resumeLines(text);
  const firstCut = splitSections(lines);
  const language = detectLanguage(text, firstCut.headingVotes);
  const found = resumeName(lines, firstCut, language);
  const name = found?.name;
  // A name below a heading starts a main column read after its sidebar: it heads that column.
  const resume = found ? splitSections(lines, found.line) : firstCut;
  // The name's own line may carry contact details after the name, never before it.
  const nameLine = lines[found?.line ?? -1];
  const contactLines = contactLinesOf(lines, resume).map((line) =>
    line === nameLine ? lineParts(line).slice(1).join(' | ') : line,
  );
  const contact = contactDetails(lines, contactLines, language);
  const job = currentJob(sectionLines(resume, 'experience'));
  // Without a job to read (a student, a first job), the headline under the name is the title.
  if (!job.title && !job.employer && found) job.title = headlineTitle(lines, found.line + found.span - 1);
  const education = firstEntryParts(sectionLines(resume, 'education'))
    .parts.map((part) => part.text)
    .join(', ');
  const details: ResumeDetails = {
    ...(name && { fullName: name.fullName, firstName: name.firstName, lastName: name.lastName || undefined }),
    ...contact,
    ...job,
    education: education || undefined,
    skills: skillsIn(linesOf(resume, 'skills')),
    workHistory: sectionText(resume, 'experience'),
    summary: sectionText(resume, 'summary', true),
  };
  return Object.fromEntries(
    Object.entries(details).filter(([, value]) => value !== undefined && value !== ''),
  ) as ResumeDetails;
}
