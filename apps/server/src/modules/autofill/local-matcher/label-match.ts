import { normalizeText, pickOption, stems, withoutBrackets, words } from '@filldeck/fill-rules';
import { nearestGroup, type PageField } from '@filldeck/shared';
import type { ReadValue } from './profile.ts';
import { coverage, similarity } from './similarity.ts';
import type { TemplateValue } from './types.ts';

/** Below this label similarity a field is left for someone surer (the model, or the user). */
export const SIMILARITY_THRESHOLD = 0.6;
/** A template value that is one of the control's options is taken at this label similarity. */
const OPTION_THRESHOLD = 0.4;
/** Identity and bank numbers need labels that agree this well. */
const STRICT_THRESHOLD = 0.75;

export const fieldText = (field: PageField) => field.label || field.placeholder || field.name || field.id;

/** A list the user picks from: a select, a radio group, a combobox with its options known. */
export const isChoosable = (field: PageField) =>
  field.kind === 'select' || field.kind === 'radio' || (field.kind === 'combobox' && field.options.length > 0);

/** Three sentences or more. */
const PARAGRAPH = /[.!?]\s+\p{Lu}[\s\S]*?[.!?]\s+\p{Lu}/u;

/**
 * The template value whose label best matches the field's label (for fields without a concept).
 * A question that contains the whole template label counts as well as an equal label, unless
 * `strict`; a value that is one of a select's or radio group's options needs less agreement.
 */
export function bestByLabel(
  field: PageField,
  values: ReadValue[],
  {
    strict = false,
    threshold = SIMILARITY_THRESHOLD,
    ignore,
  }: { strict?: boolean; threshold?: number; ignore?: RegExp } = {},
): TemplateValue | undefined {
  const text = ignore ? words(fieldText(field)).replace(ignore, ' ') : fieldText(field);
  // "Routing number (9 digits)": what the brackets add is a hint, not the question.
  const bare = ignore ? '' : withoutBrackets(fieldText(field));
  const options = new Set(field.options.flatMap((o) => [normalizeText(o.text), normalizeText(o.value)]));
  let best: TemplateValue | undefined;
  let bestScore = 0;
  let tied = false;
  const choosable = isChoosable(field);
  // "No. de certificado / asegurado": a box asking for a number takes no value without a digit ("GNP").
  const asksNumber = field.kind === 'text' && stems(fieldText(field)).includes('number');
  for (const { value } of values) {
    if (asksNumber && !/\d/.test(value.value)) continue;
    // A value none of the control's options can take is no answer for it, however close the label.
    if (choosable && !pickOption(field.options, [value.value])) continue;
    // An account of several sentences ("What happened") is no answer for a one-line box ("Where did it happen?").
    if (field.kind === 'text' && PARAGRAPH.test(value.value)) continue;
    const label = ignore ? words(value.label).replace(ignore, ' ') : value.label;
    const covered = !strict && coverage(label, text) >= 1 ? 0.8 : 0;
    const similar = Math.max(similarity(label, text), bare ? similarity(label, bare) : 0);
    const isOption = options.has(normalizeText(value.value)) && similar >= OPTION_THRESHOLD ? SIMILARITY_THRESHOLD : 0;
    const score = Math.max(similar, covered, isOption);
    if (score > bestScore) {
      best = value;
      bestScore = score;
      tied = false;
    } else if (score === bestScore && best && normalizeText(value.value) !== normalizeText(best.value)) tied = true;
  }
  // Two different values labelled as much like the field ("Área", "Formação" for "Curso / área de formação"): neither.
  if (tied) return undefined;
  return bestScore >= (strict ? STRICT_THRESHOLD : threshold) ? best : undefined;
}

/**
 * The words that name the person in a field's group and the values' groups ("Emergency contact
 * relationship" and "Relationship" under "Emergency contact" are the same question).
 */
export function personWords(field: PageField, values: ReadValue[]): RegExp {
  const texts = [nearestGroup(field), ...values.map((v) => v.value.group)];
  const list = [...new Set(texts.flatMap((t) => words(t).split(' ')).filter((w) => w.length > 1))];
  return list.length > 0 ? cachedPattern(`\\b(${list.join('|')}|contact)\\b`, 'g') : /\bcontact\b/g;
}

/** Patterns built from a page's or a template's words, compiled once per source (fills repeat them). */
const PATTERNS = new Map<string, RegExp>();
export function cachedPattern(source: string, flags = ''): RegExp {
  const key = `${flags}/${source}`;
  let pattern = PATTERNS.get(key);
  if (!pattern) {
    if (PATTERNS.size >= 2_000) PATTERNS.clear();
    pattern = new RegExp(source, flags);
    PATTERNS.set(key, pattern);
  }
  // A global pattern keeps where it stopped: every use starts afresh.
  pattern.lastIndex = 0;
  return pattern;
}
