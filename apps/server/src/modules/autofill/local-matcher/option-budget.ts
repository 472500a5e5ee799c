import type { PageField } from '@filldeck/shared';

/**
 * The most option text (values and texts, in characters) one fill compares. Pages of the
 * benchmarks hold at most about 6,000; six lists of 500 long options hold 1.8 million and took
 * the matcher 0.2–1 s on the server's event loop. 100,000 costs a few milliseconds.
 */
export const OPTION_TEXT_BUDGET = 100_000;

/** The characters of a field's options (values and texts): what matching them compares. */
export const optionTextOf = (field: PageField): number =>
  field.options.reduce((sum, option) => sum + option.value.length + option.text.length, 0);

/**
 * The option work left for one request: whether a field's options fit in what is left (then they
 * are taken off). A field whose options do not fit is not compared, so a request costs at most
 * the budget however many lists it sends; a field without options costs nothing.
 */
export function optionBudget(limit: number): (field: PageField) => boolean {
  let left = limit;
  return (field) => {
    const size = optionTextOf(field);
    if (size > left) return false;
    left -= size;
    return true;
  };
}
