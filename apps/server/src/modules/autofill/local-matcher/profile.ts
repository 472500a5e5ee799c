import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { type Concept, conceptFromText, OTHER_PERSON } from './concepts.ts';
import { words } from './tokenize.ts';
import type { TemplateValue } from './types.ts';

/** What the template says about the person, by concept, with the values derived from others. */
export type Profile = Partial<Record<Concept, string>>;

/** The concept of a template value, from its label, then its type. */
export function templateConcept(value: TemplateValue): Concept | null {
  const concept = conceptFromText(value.label);
  if (concept && concept !== 'never' && concept !== 'document') return concept;
  if (value.type === 'email') return 'email';
  if (value.type === 'tel') return 'tel';
  return null;
}

const HONORIFICS = /^(mr|mrs|ms|miss|mx|dr|prof)\.?\s+/i;

function splitName(full: string): { given?: string; middle?: string; family?: string; honorific?: string } {
  let rest = full.trim();
  const honorific = HONORIFICS.exec(rest)?.[1];
  if (honorific) rest = rest.replace(HONORIFICS, '');
  const parts = rest.split(/\s+/).filter(Boolean);
  if (parts.length < 2) return { given: parts[0], honorific };
  return {
    honorific,
    given: parts[0],
    family: parts[parts.length - 1],
    middle: parts.length > 2 ? parts.slice(1, -1).join(' ') : undefined,
  };
}

/** "221 Market Street, Suite 400" → line 1 and line 2. */
function splitStreet(street: string): { line1: string; line2?: string } {
  const lines = street.split(/\s*[\n,]\s*/).filter(Boolean);
  const second = /^(apt|apartment|suite|ste|unit|floor|fl|building|bldg|room|#)\b/i;
  if (lines.length >= 2 && second.test(lines[1] ?? ''))
    return { line1: lines[0] ?? street, line2: lines.slice(1).join(', ') };
  const inline = /^(.*?)\s+((?:apt|apartment|suite|ste|unit|#)\.?\s*\S+)$/i.exec(street.trim());
  if (inline?.[1] && inline[2]) return { line1: inline[1], line2: inline[2] };
  return { line1: lines[0] ?? street };
}

/**
 * The profile of a template: every value it has a concept for, plus what can be derived —
 * first/middle/last from a full name and back, line 1/2 from a street and back, phone parts.
 */
export function buildProfile(values: TemplateValue[]): Profile {
  const profile: Profile = {};
  for (const value of values) {
    const concept = templateConcept(value);
    if (!concept || !value.value.trim() || profile[concept] !== undefined) continue;
    // "Father's full name" and the emergency contact's phone are not the user's.
    if (OTHER_PERSON.test(words(`${value.group} ${value.label}`))) continue;
    profile[concept] = value.value.trim();
  }
  if (profile.fullName) {
    const split = splitName(profile.fullName);
    profile.givenName ??= split.given;
    profile.familyName ??= split.family;
    profile.middleName ??= split.middle;
    profile.honorific ??= split.honorific;
  }
  if (!profile.fullName && profile.givenName && profile.familyName) {
    profile.fullName = [profile.givenName, profile.middleName, profile.familyName].filter(Boolean).join(' ');
  }
  if (profile.middleName && !profile.middleInitial) profile.middleInitial = profile.middleName.charAt(0).toUpperCase();
  if (profile.streetAddress && !profile.addressLine1) {
    const split = splitStreet(profile.streetAddress);
    profile.addressLine1 = split.line1;
    profile.addressLine2 ??= split.line2;
  }
  if (!profile.streetAddress && profile.addressLine1) {
    profile.streetAddress = [profile.addressLine1, profile.addressLine2].filter(Boolean).join(', ');
  }
  if (profile.tel) Object.assign(profile, phoneParts(profile.tel, profile.country));
  return profile;
}

/** Country code, area code, exchange, line number and the national number of a phone. */
export function phoneParts(tel: string, country?: string): Profile {
  const region = country && /^[A-Za-z]{2}$/.test(country) ? (country.toUpperCase() as 'US') : 'US';
  const phone = parsePhoneNumberFromString(tel, region);
  if (!phone) return {};
  const national = String(phone.nationalNumber);
  const parts: Profile = { telCountryCode: `+${phone.countryCallingCode}`, telLocal: national };
  if (phone.countryCallingCode === '1' && national.length === 10) {
    parts.telAreaCode = national.slice(0, 3);
    parts.telPrefix = national.slice(3, 6);
    parts.telSuffix = national.slice(6);
    parts.telNumber = national.slice(3);
  }
  return parts;
}
