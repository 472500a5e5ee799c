import { LIMITS } from './schemas/templates.ts';

const COPY_SUFFIX = ' (copy)';

/** The name Duplicate gives a copy: "<name> (copy)", the name shortened so the result fits the name limit. */
export function copyName(name: string): string {
  return `${name.slice(0, LIMITS.name - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}
