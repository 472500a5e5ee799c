import type { FillValue, PageField, SkipReason } from '@filldeck/shared';
import { formatDateFor, parseDate } from './format-date.ts';
import { pickOption, yesNo } from './pick-option.ts';

export type Fit = { value: FillValue } | { reason: SkipReason };

/**
 * Formats a value for one control, trying each way of writing it (`variants`, best first): an
 * option's value for a select or radio group, an option's text for a combobox that lists them,
 * a boolean for a checkbox, a date in the control's format, and nothing longer than maxlength.
 */
export function fitVariants(variants: string[], field: PageField): Fit {
  const wanted = variants.filter((v) => v.trim() !== '');
  if (wanted.length === 0) return { reason: 'no_match' };
  switch (field.kind) {
    case 'checkbox': {
      const answer = yesNo(wanted[0] ?? '');
      return answer === null ? { reason: 'does_not_fit' } : { value: answer };
    }
    case 'select':
    case 'radio': {
      const option = pickOption(field.options, wanted);
      return option ? { value: option.value } : { reason: 'no_option' };
    }
    case 'combobox': {
      if (field.options.length === 0) return { value: wanted[0] ?? '' };
      const option = pickOption(field.options, wanted);
      return option ? { value: option.text } : { reason: 'no_option' };
    }
    default: {
      const max = field.maxLength ?? Number.POSITIVE_INFINITY;
      for (const variant of wanted) {
        const text = field.type === 'number' ? asNumber(variant) : (asDate(variant, field) ?? variant);
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

function asDate(value: string, field: PageField): string | null {
  const isDateControl =
    ['date', 'month'].includes(field.type) ||
    /\b(mm|dd|yyyy|tt|jj|jjjj|aaaa)\b/i.test(`${field.placeholder} ${field.pattern} ${field.label}`);
  if (!isDateControl) return null;
  const parts = parseDate(value);
  return parts ? formatDateFor(parts, field.type, `${field.placeholder} ${field.label}`) : null;
}

/** Any text answer (e.g. a model's) formatted for a control. */
export function fitValueToField(text: string, field: PageField): Fit {
  return fitVariants([text], field);
}
