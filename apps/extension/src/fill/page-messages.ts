import type { AutofillResponse, PageField } from '@filldeck/shared';

/** What the service worker asks the fill script it injected into a page. */
export type PageRequest =
  | { kind: 'fill:scan' }
  | { kind: 'fill:error'; text: string }
  | { kind: 'fill:preview'; fields: PageField[]; response: AutofillResponse };

export interface ScanAnswer {
  fields: PageField[];
  url: string;
  title: string;
}
