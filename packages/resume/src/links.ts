/** An e-mail address. */
export const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}/gu;

/** Hosts of profiles, found anywhere, with or without `https://` and `www.`. */
const PROFILE_HOSTS =
  'linkedin\\.com|github\\.com|gitlab\\.com|bitbucket\\.org|xing\\.com|behance\\.net|dribbble\\.com|medium\\.com|twitter\\.com|x\\.com|stackoverflow\\.com|kaggle\\.com|about\\.me|instagram\\.com|youtube\\.com|vimeo\\.com|researchgate\\.net|scholar\\.google\\.com|orcid\\.org|codepen\\.io|dev\\.to|notion\\.site|substack\\.com|hashnode\\.dev|wa\\.me|t\\.me';

/** Top-level domains of personal sites written without a protocol (only in contact lines). */
const SITE_TLDS =
  'com|net|org|io|dev|me|co|app|tech|info|design|page|site|online|blog|eu|de|at|ch|fr|be|lu|es|nl|pt|it|uk|ie|br|mx|ar|cl|pe|ca|us|xyz|studio|art|pro';

const PATH = '(?:[/?#][^\\s,;|<>()"\'’]*)?';
const WITH_PROTOCOL = `https?://[^\\s,;|<>()"'’]+`;
const WITH_WWW = `www\\.[a-z0-9-]+(?:\\.[a-z0-9-]+)+${PATH}`;
const PROFILE = `(?:[a-z0-9-]+\\.)*(?:${PROFILE_HOSTS})${PATH}`;
const SITE = `[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\\.[a-z0-9-]+)*\\.(?:${SITE_TLDS})${PATH}`;

const ANYWHERE = new RegExp(`(?<![\\w@./-])(?:${WITH_PROTOCOL}|${WITH_WWW}|${PROFILE})`, 'giu');
const CONTACT_ONLY = new RegExp(`(?<![\\w@./-])(?:${WITH_PROTOCOL}|${WITH_WWW}|${PROFILE}|${SITE})(?![\\w@-])`, 'gu');

/** A link found in a text, trimmed of the punctuation that ends a sentence. */
const tidy = (link: string) => link.replace(/[.,;:!?)\]}>]+$/, '');

/**
 * The links of a line, as written. Links with a protocol, `www.` or a profile host count
 * anywhere; a bare domain (`janedoe.dev`) only on a contact line, where it cannot be a library
 * (`Node.js`) or a product named in a sentence.
 */
export function linksIn(line: string, isContactLine: boolean): string[] {
  const withoutEmails = line.replace(EMAIL, ' ');
  const pattern = isContactLine ? CONTACT_ONLY : ANYWHERE;
  return [...withoutEmails.matchAll(pattern)].map((match) => tidy(match[0])).filter((link) => link.length > 4);
}

/** A link reduced for comparing: no protocol, no `www.`, no trailing slash, lower case. */
export function linkKey(link: string): string {
  return link
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}

/** The e-mail addresses of a text, in order. */
export const emailsIn = (text: string) => [...text.matchAll(EMAIL)].map((match) => tidy(match[0]));
