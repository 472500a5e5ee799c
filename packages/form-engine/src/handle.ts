import type { PageFieldKind } from '@filldeck/shared';

/** What the engine keeps about a field it described: the element(s) behind its key. */
export interface FieldHandle {
  key: string;
  kind: PageFieldKind;
  /** The control; for a radio group its first radio. */
  element: HTMLElement;
  /** Every radio of a radio group. */
  radios?: HTMLInputElement[];
}
