import type { AutofillResponse, FillValue, PageField } from '@filldeck/shared';

/** What the service worker asks the fill script it injected into a page's frames. */
export type PageRequest =
  | { kind: 'fill:scan' }
  | { kind: 'fill:working'; text: string }
  | { kind: 'fill:error'; text: string }
  | { kind: 'fill:preview'; fields: PageField[]; response: AutofillResponse }
  /** To a frame other than the page: apply these values (the frame's own keys), or undo them. */
  | { kind: 'fill:apply-here'; values: Record<string, FillValue> }
  | { kind: 'fill:undo-here' };

export interface ScanAnswer {
  fields: PageField[];
  url: string;
  title: string;
  /** The frame's declared language ('' when it does not say). */
  lang: string;
}

export interface ApplyAnswer {
  filled: number;
}
