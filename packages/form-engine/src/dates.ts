/**
 * Dates written the ways people keep them, converted to what a date-like input accepts:
 * date → YYYY-MM-DD, month → YYYY-MM, week stays, time → HH:MM, datetime-local → YYYY-MM-DDTHH:MM.
 */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');
const num = (m: RegExpExecArray, i: number) => Number(m[i] ?? 0);

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

export function parseDate(text: string): DateParts | null {
  const value = text.trim();
  let m = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?/.exec(value);
  if (m) return valid(num(m, 1), num(m, 2), m[3] ? num(m, 3) : 1);
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (m) {
    const a = num(m, 1);
    const b = num(m, 2);
    // A dot means day.month.year; a slash is month/day unless the first part cannot be a month.
    const dayFirst = value.includes('.') || a > 12;
    return dayFirst ? valid(num(m, 3), b, a) : valid(num(m, 3), a, b);
  }
  m = /^([A-Za-z]+)\.? (\d{1,2}),? (\d{4})$/.exec(value);
  if (m) return valid(num(m, 3), monthOf(m[1] ?? ''), num(m, 2));
  m = /^(\d{1,2}) ([A-Za-z]+)\.?,? (\d{4})$/.exec(value);
  if (m) return valid(num(m, 3), monthOf(m[2] ?? ''), num(m, 1));
  m = /^(\d{1,2})[/-](\d{4})$/.exec(value);
  if (m) return valid(num(m, 2), num(m, 1), 1);
  return null;
}

function monthOf(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

function valid(year: number, month: number, day: number): DateParts | null {
  if (month < 1 || month > 12 || day < 1 || year < 1000 || year > 9999) return null;
  // Day 0 of the next month is this month's last day (leap years included).
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return { year, month, day };
}

/** The value in the control's format, or the value unchanged when the control takes free text. */
export function toControlFormat(type: string, value: string): string {
  if (type === 'time') {
    const m = /(\d{1,2}):(\d{2})\s*(am|pm)?/i.exec(value);
    if (!m) return value;
    let hours = num(m, 1);
    if (m[3]?.toLowerCase() === 'pm' && hours < 12) hours += 12;
    if (m[3]?.toLowerCase() === 'am' && hours === 12) hours = 0;
    return `${pad(hours)}:${m[2]}`;
  }
  if (type !== 'date' && type !== 'month' && type !== 'datetime-local') return value;
  const parts = parseDate(value);
  if (!parts) return value;
  const date = `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
  if (type === 'month') return date.slice(0, 7);
  if (type === 'datetime-local') {
    const time = /T?(\d{2}:\d{2})/.exec(value.slice(10));
    return `${date}T${time?.[1] ?? '00:00'}`;
  }
  return date;
}
