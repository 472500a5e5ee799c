/** The default-value box (docs/product.md#components): 38 px tall when empty, growing with its text up to 150 px. */
export const DEFAULT_VALUE_MIN_HEIGHT = 38;
export const DEFAULT_VALUE_MAX_HEIGHT = 150;

/**
 * The height for a box whose content (plus borders) needs `neededHeight` px, kept between min and
 * max; it scrolls only when the content needs more than max.
 */
export function fittedHeight(
  neededHeight: number,
  min = DEFAULT_VALUE_MIN_HEIGHT,
  max = DEFAULT_VALUE_MAX_HEIGHT,
): { height: number; scrolls: boolean } {
  const height = Math.min(max, Math.max(min, Math.ceil(neededHeight)));
  return { height, scrolls: neededHeight > max };
}

/** Sizes a textarea to its content within those bounds. */
export function fitTextareaHeight(element: HTMLTextAreaElement): void {
  element.style.height = 'auto';
  const borders = element.offsetHeight - element.clientHeight;
  const { height, scrolls } = fittedHeight(element.scrollHeight + borders);
  element.style.height = `${height}px`;
  element.style.overflowY = scrolls ? 'auto' : 'hidden';
}
