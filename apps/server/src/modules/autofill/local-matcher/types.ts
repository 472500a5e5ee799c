import type { FieldType, FillMark, FillValue, SkipReason } from '@filldeck/shared';

/** One value of a template, as the matchers see it: a component field or an ad-hoc field. */
export interface TemplateValue {
  /** Stable within the template: `<componentId>:<index>` or the ad-hoc field's id. */
  id: string;
  label: string;
  type: FieldType;
  value: string;
  /** The component's title; '' for an ad-hoc field. */
  group: string;
  /** Choices of a `select` field, when the template has them. */
  options?: string[];
}

export interface LocalMatchResult {
  /** Field key → the value to apply, already in the control's format (option value, boolean, …). */
  values: Record<string, FillValue>;
  /** Every field key that is not in `values`, once, with why. */
  skipped: Array<{ key: string; reason: SkipReason }>;
  /** Boxes ticked or cleared by the agreement settings, not by a template value. */
  marks: Record<string, FillMark>;
}
