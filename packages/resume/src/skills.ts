import { hasDate } from './date-ranges.ts';
import { withoutBullet } from './resume-lines.ts';
import { headingOf } from './section-headings.ts';

/** A `Label:` before a group of skills (`Languages: Go, Kotlin`), dropped. */
const GROUP_LABEL = /^[^:,]{2,30}:\s*/;

/** The skills of the skills sections' lines: items of lists split at commas, bullets, bars and tabs. */
export function skillsIn(lines: readonly string[]): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const line of lines) {
    const content = withoutBullet(line).replace(GROUP_LABEL, '');
    for (const raw of content.split(/\s*(?:[,;|•·▪\t]|\s\/\s|\s[–—-]\s)\s*/)) {
      const skill = raw.replace(/^[\s.]+|[\s.]+$/g, '');
      const words = skill.split(/\s+/).length;
      if (skill.length < 1 || skill.length > 40 || words > 5 || hasDate(skill) || headingOf(skill)) continue;
      const key = skill.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      skills.push(skill);
    }
  }
  return skills;
}
