import { type Address, addressOf, isStreet } from './address.ts';
import type { Language } from './language.ts';
import { emailsIn, linkKey, linksIn } from './links.ts';
import { cityName } from './lone-place.ts';
import { phoneIn } from './phone-numbers.ts';
import { lineParts } from './resume-lines.ts';

export interface ContactDetails extends Address {
  email?: string;
  phone?: string;
  links: string[];
  linkedin?: string;
  github?: string;
  website?: string;
}

/** Labels written before a contact value (`Address:`, `Wohnort:`, `Ville :`), dropped before reading it. */
const LABEL =
  /^(?:(?:address|adresse|anschrift|wohnort|ort|location|city|ville|ciudad|localidad|direcci[oó]n|domicilio|adres|woonplaats|plaats|morada|endere[cç]o|cidade|localidade|indirizzo|citt[aà]|residenza|residenz|domicile|residence)\s*:|based in|lives in|wohnhaft in)\s*/i;

/** Hosts of social profiles that are not a personal website. */
const PROFILE_HOST =
  /(?:^|\.)(?:linkedin|github|gitlab|bitbucket|xing|twitter|x|instagram|facebook|youtube|medium|stackoverflow|wa|t)\.(?:com|org|me)(?:\/|$)/;

/** Whether a part of a contact line is an e-mail, a phone number or a link. */
const isContactItem = (part: string) =>
  /@|https?:|www\.|\.(?:com|net|org|io|dev)\b/.test(part) ||
  (part.match(/\+?\d[\d\s()./-]{6,}\d/)?.[0].replace(/\D/g, '').length ?? 0) >= 8;

/** Lines about birth (`Geburtsdatum: 03.07.1984 in Kiel`, `Born in Porto`) name a place that is not the address. */
const BIRTH =
  /geburt|geboren|\bborn\b|birth|\bn[ée]e?\b|naissance|nacid[oa]|nacimiento|nascid[oa]|nascimento|\bnat[oa]\b|nascita|geboorte/i;

/**
 * The address of the contact lines: the first that gives a postcode, a state, a country or a
 * label, else the first city alone; with a street line above it when that is one. A place not
 * known as one counts only on a line with an e-mail, phone or link (`Ghent | +32 …`).
 */
function addressIn(lines: readonly string[]): Address {
  let weak: Address | undefined;
  for (const [index, line] of lines.entries()) {
    if (BIRTH.test(line)) continue;
    const parts = lineParts(line);
    const isBesideContact = parts.length > 1 && parts.some(isContactItem);
    for (const part of [...parts, line]) {
      if (isContactItem(part)) continue;
      const address = addressOf(part.replace(LABEL, ''), { isBesideContact });
      if (!address?.city) continue;
      address.city = cityName(address.city);
      const above = lines[index - 1];
      if (!address.addressLine1 && above && isStreet(above)) address.addressLine1 = above.replace(LABEL, '');
      if (LABEL.test(part) || address.postcode || address.state || address.country) return address;
      weak ??= address;
    }
  }
  return weak ?? {};
}

/** Links of the whole résumé, as written, each once (compared without protocol, `www.` and final slash). */
function allLinks(lines: readonly string[], contactLines: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  const links: string[] = [];
  for (const line of lines) {
    for (const link of linksIn(line, contactLines.has(line))) {
      const key = linkKey(link);
      if (seen.has(key)) continue;
      seen.add(key);
      links.push(link);
    }
  }
  return links;
}

/**
 * E-mail, phone, links and address. The e-mail and links are read from the whole résumé; the
 * phone and the address from the contact lines (the header, a contact section, the lines around
 * the e-mail), where a number or a place is the person's and not a figure of their work.
 */
export function contactDetails(
  lines: readonly string[],
  contactLines: readonly string[],
  language: Language,
): ContactDetails {
  const email = emailsIn(contactLines.join('\n'))[0] ?? emailsIn(lines.join('\n'))[0];
  const phone = phoneIn(contactLines, language) ?? phoneIn(lines, language, { strict: true });
  const links = allLinks(lines, new Set(contactLines));
  const keys = links.map(linkKey);
  const find = (pattern: RegExp) => links[keys.findIndex((key) => pattern.test(key))];
  const details: ContactDetails = {
    ...addressIn(contactLines),
    email,
    phone,
    links,
    linkedin: find(/^([a-z]{2}\.)?linkedin\.com\//),
    github: find(/^github\.com\//),
    website: links[keys.findIndex((key) => !PROFILE_HOST.test(key))],
  };
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined)) as ContactDetails;
}
