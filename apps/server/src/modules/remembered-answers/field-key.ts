import { createHash } from 'node:crypto';
import { REMEMBERED_LIMITS } from '@filldeck/shared';
import type { RememberedField } from '../../db/schema.ts';

/** A label, name or choice as the key reads it: trimmed, lower-cased, inner spaces collapsed, diacritics kept. */
export function normalizeText(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

/** How long the readable part of a key may be. */
const PREFIX_LENGTH = 40;

/**
 * The key a remembered answer is found by on the next visit: the kind, a readable slug of the
 * label (or name), and the SHA-256 of the normalised description (label, name, kind, choices
 * sorted), so letter case, spacing and the order the page lists its choices in do not matter.
 */
export function rememberedFieldKey(field: RememberedField): string {
  const label = normalizeText(field.label);
  const name = normalizeText(field.name);
  const kind = normalizeText(field.kind);
  const options = [...new Set(field.options.map(normalizeText).filter((option) => option !== ''))].sort();
  const digest = createHash('sha256')
    .update(JSON.stringify([label, name, kind, options]))
    .digest('hex');
  const slug = (label || name)
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PREFIX_LENGTH);
  return `${kind}:${slug}:${digest}`;
}

/** A host name: dot-separated labels of letters, digits and inner hyphens (after IDN encoding). */
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function isHostName(host: string): boolean {
  return host.length <= REMEMBERED_LIMITS.site && host.split('.').every((label) => HOST_LABEL.test(label));
}

/**
 * The site an answer is remembered for: the host name of a web address (`https://www.Jobs.example/apply`
 * → `jobs.example`) or of a bare host name, lower-cased, without a leading `www.` or a trailing dot.
 * Null for anything else: another scheme, a path or port without a scheme, an IP v6 address, spaces.
 */
export function siteOf(urlOrHost: string): string | null {
  const input = urlOrHost.trim();
  let host: string;
  try {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(input)) {
      const url = new URL(input);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
      host = url.hostname;
    } else {
      if (input === '' || /[/?#@:\\\s]/.test(input)) return null;
      host = new URL(`http://${input}`).hostname;
    }
  } catch {
    return null;
  }
  host = host.replace(/\.$/, '');
  if (host.startsWith('www.') && host.length > 4) host = host.slice(4);
  return isHostName(host) ? host : null;
}
