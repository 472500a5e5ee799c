/**
 * A run of text placed on a page, in PDF units with y growing upwards (as pdf.js reports it):
 * `x`,`y` is the start of its baseline, `width` its advance and `size` its font size.
 */
export interface TextItem {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/** Where an item ends on the x axis. */
export const rightOf = (item: TextItem) => item.x + item.width;
