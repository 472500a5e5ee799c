import { type RememberedAnswer, texts } from '@filldeck/shared';

type Field = RememberedAnswer['field'];

/** What a remembered answer's field is called on the page: its label, else its name. */
export function fieldName(field: Field): string {
  return field.label || field.name || texts.rememberedAnswers.unnamedField;
}

/** Its choices as one muted line ('Options: Yes, No'), or null for a field without any. */
export function optionsText(field: Field): string | null {
  return field.options.length > 0 ? texts.rememberedAnswers.options(field.options.join(', ')) : null;
}

/** Whether its value is edited in a multi-line box: a text area on the page, or a value of several lines. */
export function isLongAnswer(field: Field, value: string): boolean {
  return field.kind === 'textarea' || field.kind === 'contenteditable' || value.includes('\n') || value.length > 80;
}
