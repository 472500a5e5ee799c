const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });
const numberFormat = new Intl.NumberFormat();

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "March 4, 2025 at 10:12 AM" in the reader's locale, or null when absent or unreadable. */
export function formatDateTime(value: string | null | undefined): string | null {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : null;
}

export function formatDate(value: string | null | undefined): string | null {
  const date = toDate(value);
  return date ? dateFormat.format(date) : null;
}

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}
