/** Whitespace collapsed and trimmed. */
export function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** A string cut to `max` characters. */
export function clip(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}
