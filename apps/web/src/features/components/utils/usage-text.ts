import type { ComponentUsage } from '@filldeck/shared';

/** The most template names a sentence lists before "and N more". */
const NAMED = 3;

const templates = (n: number) => (n === 1 ? '1 template' : `${n} templates`);

/** The components page's count: "Used in 2 templates", or "Not used in any template". */
export function usageCount(usedIn: readonly ComponentUsage[]): string {
  return usedIn.length === 0 ? 'Not used in any template' : `Used in ${templates(usedIn.length)}`;
}

/** The delete dialog's sentence: "Used in 2 templates: Job hunt 2026, Visa." (at most three names, then "and N more"). */
export function usageSentence(usedIn: readonly ComponentUsage[]): string {
  if (usedIn.length === 0) return 'No template uses it.';
  const names = usedIn.slice(0, NAMED).map((usage) => usage.name);
  const rest = usedIn.length - names.length;
  const list = rest > 0 ? `${names.join(', ')} and ${rest} more` : names.join(', ');
  return `Used in ${templates(usedIn.length)}: ${list}.`;
}
