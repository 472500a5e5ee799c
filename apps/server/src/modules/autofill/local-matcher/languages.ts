import { conceptsInText, LOCALES, type LocaleRules, languageOf } from '@filldeck/fill-rules';
import type { PageField } from '@filldeck/shared';
import type { TemplateValue } from './types.ts';

const ENGLISH: readonly LocaleRules[] = [LOCALES.en as LocaleRules];

/**
 * The page's languages: its `lang`, the language most of its labels are written in when that
 * is another (pages often keep the `lang` of their template), and English.
 */
export function pageLocales(lang: string, fields: PageField[]): { locales: LocaleRules[]; own: LocaleRules | null } {
  const declared = LOCALES[languageOf(lang)] ?? null;
  const english = LOCALES.en as LocaleRules;
  let best: { locale: LocaleRules; n: number } | null = null;
  const believed = declared !== null && declared !== english;
  // Labels English names no concept in: the ones another language may claim.
  const notEnglish = believed ? [] : fields.filter((f) => conceptsInText(f.label, ENGLISH).length === 0);
  // A page that says another language than English is believed; English is often a template's default.
  for (const locale of believed ? [] : Object.values(LOCALES)) {
    if (locale === english || locale === declared) continue;
    const one = [locale];
    const n = notEnglish.filter((f) => conceptsInText(f.label, one).length > 0).length;
    if (n > 0 && (!best || n > best.n)) best = { locale, n };
  }
  const detected = best && best.n >= Math.min(2, fields.length) ? best.locale : null;
  const locales = [...new Set([declared, detected, english].filter((l): l is LocaleRules => l !== null))];
  if (!declared && !detected && notEnglish.length === fields.length) {
    return { locales: Object.values(LOCALES), own: null };
  }
  return { locales, own: declared ?? detected ?? english };
}

const labelCounts = (values: TemplateValue[]) =>
  Object.values(LOCALES).map((locale) => ({
    locale,
    n: values.filter((v) => conceptsInText(v.label, [locale]).some((c) => c !== 'never')).length,
  }));

/** The language most of the template's labels are written in (English on a tie with it). */
function mainOf(counts: ReturnType<typeof labelCounts>): string {
  const english = counts.find((c) => c.locale.lang === 'en')?.n ?? 0;
  return counts.reduce((top, { locale, n }) => (n > top.n ? { lang: locale.lang, n } : top), { lang: 'en', n: english })
    .lang;
}

/**
 * The template's languages: the one most of its labels are written in, with English (labels are
 * often English too), so an ambiguous word means what that language says ("Nome" is a full name
 * in a Portuguese template, a first name in an Italian one); for an English template, every
 * language its labels are written in.
 */
export function templateLocales(values: TemplateValue[]): LocaleRules[] {
  const counts = labelCounts(values);
  const main = mainOf(counts);
  const english = LOCALES.en as LocaleRules;
  if (main !== 'en' && LOCALES[main]) return [LOCALES[main] as LocaleRules, english];
  const used = counts.filter((c) => c.n > 0 || c.locale.lang === 'en').map((c) => c.locale);
  return used.length > 0 ? used : Object.values(LOCALES);
}
