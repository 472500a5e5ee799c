import {
  awaitsOptions,
  dateFormatOf,
  dateFormatOfLanguage,
  formatDate,
  parseDate,
  pickOption,
  plainNumber,
  withoutBrackets,
  yesNo,
} from '@filldeck/fill-rules';
import type { FillValue, PageField, SkipReason } from '@filldeck/shared';

export type Fit = { value: FillValue } | { reason: SkipReason };

/** What the fit needs to know beyond the field: the page's language, and whether the value is a date. */
export interface FitContext {
  lang?: string;
  /** The value is a date (a date of birth, a template value of type date): a text box gets it in the page's format. */
  isDate?: boolean;
  /** Read an ambiguous date (01/02/2025) day first: the template or the page is written so. */
  dayFirst?: boolean;
}

/**
 * Formats a value for one control, trying each way of writing it (`variants`, best first): an
 * option's value for a select or radio group, an option's text for a combobox that lists them,
 * a boolean for a checkbox, a date in the format the field asks (its placeholder, pattern,
 * label or help text, else the page's language), and nothing longer than maxlength.
 */
export function fitVariants(variants: string[], field: PageField, context: FitContext = {}): Fit {
  const wanted = variants.filter((v) => v.trim() !== '');
  if (wanted.length === 0) return { reason: 'no_match' };
  switch (field.kind) {
    case 'checkbox': {
      const answer = yesNo(wanted[0] ?? '');
      return answer === null ? { reason: 'does_not_fit' } : { value: answer };
    }
    case 'select':
    case 'radio': {
      // "2 mesi (CCNL Commercio)": what brackets add is a remark, not part of the choice ("2 mesi").
      const option = pickOption(field.options, wanted) ?? pickOption(field.options, withoutRemarks(wanted));
      if (option) return { value: option.value };
      // A list that has nothing to choose yet (its options load after another choice): the value
      // as the template writes it; the page engine picks it once the options arrive.
      if (field.kind === 'select' && awaitsOptions(field.options)) return { value: wanted[0] ?? '' };
      return { reason: 'no_option' };
    }
    case 'combobox': {
      if (field.options.length === 0) return { value: wanted[0] ?? '' };
      const option = pickOption(field.options, wanted) ?? pickOption(field.options, withoutRemarks(wanted));
      return option ? { value: option.text } : { reason: 'no_option' };
    }
    default: {
      const max = field.maxLength ?? Number.POSITIVE_INFINITY;
      for (const variant of wanted) {
        const text =
          field.type === 'number'
            ? (asNumber(variant) ?? plainNumber(variant))
            : (asDate(variant, field, context) ?? inUnit(variant, field));
        if (text === null) continue;
        if (text.length <= max) return { value: text };
      }
      return { reason: 'does_not_fit' };
    }
  }
}

/** A number input takes digits only: a phone's digits, a plain number; words do not fit. */
function asNumber(value: string): string | null {
  const text = value.trim();
  if (/^-?\d+(\.\d+)?$/.test(text)) return text;
  return /^[\d\s()+.-]+$/.test(text) ? text.replace(/\D/g, '') : null;
}

/** A unit or currency the label puts in brackets: "Loyer mensuel (€)", "Surface (m²)", "Annual income (USD)". */
const UNIT_IN_LABEL = /\((?:€|\$|£|eur|euros?|usd|chf|gbp|cad|aud|brl|m²|m2|km|kg|cm)\)/i;

/** "780 € charges comprises" for "Loyer mensuel (€)": the label gives the unit, the box takes the number alone. */
function inUnit(value: string, field: PageField): string {
  if (!UNIT_IN_LABEL.test(field.label) || /^[\d\s.,’']+$/.test(value.trim())) return value;
  return plainNumber(value) ?? value;
}

function asDate(value: string, field: PageField, context: FitContext): string | null {
  const dayFirst = context.dayFirst ?? false;
  if (field.type === 'date') return dateIn(value, (p) => `${p.year}-${pad(p.month)}-${pad(p.day)}`, dayFirst);
  if (field.type === 'month') return dateIn(value, (p) => `${p.year}-${pad(p.month)}`, dayFirst);
  const hinted = dateFormatOf(`${field.placeholder} ${field.pattern} ${field.label} ${field.hint}`);
  const format = hinted ?? (context.isDate && context.lang ? dateFormatOfLanguage(context.lang) : null);
  if (!format) return null;
  return dateIn(value, (p) => formatDate(p, format), dayFirst);
}

const pad = (n: number) => String(n).padStart(2, '0');

function dateIn(
  value: string,
  write: (parts: { year: number; month: number; day: number }) => string,
  dayFirst = false,
): string | null {
  const parts = parseDate(value, { dayFirst });
  return parts ? write(parts) : null;
}

/** Any text answer (e.g. a model's) formatted for a control. */
/** Values without what their brackets add, where that leaves something else ("2 mesi (CCNL Commercio)" → "2 mesi"). */
const withoutRemarks = (values: string[]) =>
  values.map((v) => withoutBrackets(v)).filter((v, i) => v !== '' && v !== values[i]);

export function fitValueToField(text: string, field: PageField, context: FitContext = {}): Fit {
  return fitVariants([text], field, context);
}
