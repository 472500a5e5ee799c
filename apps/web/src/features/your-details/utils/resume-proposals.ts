import type { ResumeDetails } from '@filldeck/resume';
import { DETAIL_GROUPS } from '@filldeck/shared';

export interface Proposal {
  key: string;
  label: string;
  value: string;
  /** What the form holds now, when the proposal would replace something else. */
  replaces: string | null;
}

/** Your details' keys, from what the parser read. */
function detailValues(details: ResumeDetails): Record<string, string | undefined> {
  const [first, ...rest] = (details.fullName ?? '').split(/\s+/).filter(Boolean);
  return {
    firstName: details.firstName ?? first,
    lastName: details.lastName ?? (rest.length > 0 ? rest.join(' ') : undefined),
    email: details.email,
    phone: details.phone,
    addressLine1: details.addressLine1,
    city: details.city,
    state: details.state,
    postcode: details.postcode,
    country: details.country,
    linkedin: details.linkedin,
    website: details.website ?? details.github,
    jobTitle: details.title,
    employer: details.employer,
    skills: details.skills.length > 0 ? details.skills.join(', ') : undefined,
    education: details.education,
    workHistory: details.workHistory,
  };
}

/**
 * What the résumé proposes for Your details, in the form's order: only what it found, each with
 * what it would replace (a proposal equal to the form's value is left out).
 */
export function resumeProposals(details: ResumeDetails, current: Record<string, string>): Proposal[] {
  return detailProposals(detailValues(details), current);
}

/** Proposals from details already keyed as Your details (what the server's model read). */
export function detailProposals(
  found: Record<string, string | undefined>,
  current: Record<string, string>,
): Proposal[] {
  return DETAIL_GROUPS.flatMap((group) => group.fields).flatMap((field) => {
    const value = found[field.key]?.trim();
    if (!value) return [];
    const now = current[field.key]?.trim() ?? '';
    if (now === value) return [];
    return [{ key: field.key, label: field.label, value, replaces: now === '' ? null : now }];
  });
}
