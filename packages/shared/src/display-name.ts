/** A person's display name: it is shown in the app and written into emails. */
export const DISPLAY_NAME_MAX = 100;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what it is for.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** Something a mail client would turn into a link: a scheme, www., or a host with a common top-level domain. */
const WEB_ADDRESS =
  /(:\/\/|\bwww\.|\b[a-z0-9-]{2,}\.(com|net|org|info|biz|io|co|ru|cn|xyz|top|app|dev|me|link|click|site|online|shop|ly|gg|tk)\b)/i;

export const DISPLAY_NAME_TEXTS = {
  tooLong: `Names can be at most ${DISPLAY_NAME_MAX} characters.`,
  control: 'Names cannot contain control characters.',
  webAddress: 'Names cannot contain web addresses.',
} as const;

/** Why a name cannot be used, or null when it can. */
export function displayNameProblem(name: string): string | null {
  if (name.trim().length > DISPLAY_NAME_MAX) return DISPLAY_NAME_TEXTS.tooLong;
  if (CONTROL.test(name)) return DISPLAY_NAME_TEXTS.control;
  if (WEB_ADDRESS.test(name)) return DISPLAY_NAME_TEXTS.webAddress;
  return null;
}

/**
 * A name from elsewhere (a Google profile) made safe to show and mail: control characters
 * dropped, cut to the limit, and `fallback` instead when it holds a web address or nothing is left.
 */
export function safeDisplayName(name: string, fallback: string): string {
  const cleaned = name
    .replace(new RegExp(CONTROL.source, 'g'), ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, DISPLAY_NAME_MAX);
  return cleaned === '' || WEB_ADDRESS.test(cleaned) ? fallback : cleaned;
}
