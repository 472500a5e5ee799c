import { LOCALES } from './locales/index.ts';
import { normalizeText } from './text.ts';

/** A calendar date. */
export interface DateParts {
  year: number;
  month: number;
  day: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const num = (m: RegExpExecArray, i: number) => Number(m[i] ?? 0);

/** Month names and abbreviations of every supported language → month number. */
const MONTHS = new Map<string, number>();
for (const locale of Object.values(LOCALES)) {
  locale.months.forEach((name, index) => {
    const norm = normalizeText(name);
    MONTHS.set(norm, index + 1);
    if (norm.length > 3 && !MONTHS.has(norm.slice(0, 3))) MONTHS.set(norm.slice(0, 3), index + 1);
    if (norm.length > 4 && !MONTHS.has(norm.slice(0, 4))) MONTHS.set(norm.slice(0, 4), index + 1);
  });
}

/** The month a name or abbreviation stands for (`Mar`, `März`, `mars`, `sept.`), or 0. */
export function monthOf(name: string): number {
  const norm = normalizeText(name);
  return MONTHS.get(norm) ?? MONTHS.get(norm.slice(0, 3)) ?? 0;
}

function valid(year: number, month: number, day: number): DateParts | null {
  if (month < 1 || month > 12 || day < 1 || year < 1000 || year > 9999) return null;
  // Day 0 of the next month is this month's last day (leap years included).
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return { year, month, day };
}

/**
 * A date as people keep it: ISO (`1990-03-14`, `1990-03`), `14/03/1990` or `03/14/1990` (a slash
 * is month/day unless the first part cannot be a month, or `dayFirst`), `14.03.1990`,
 * `March 14, 1990`, `14 March 1990`, `14. März 1990`, `14 de marzo de 1990`, `03/1990`. Impossible
 * dates (`2023-02-30`) are refused.
 */
export function parseDate(text: string, { dayFirst = false } = {}): DateParts | null {
  const value = text.trim();
  let m = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?(?:$|[T\s])/.exec(value);
  if (m) return valid(num(m, 1), num(m, 2), m[3] ? num(m, 3) : 1);
  m = /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$/.exec(value);
  if (m) return valid(num(m, 1), num(m, 2), num(m, 3));
  m = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(value);
  if (m) {
    const a = num(m, 1);
    const b = num(m, 2);
    const first = dayFirst || value.includes('.') || a > 12;
    return first ? valid(num(m, 3), b, a) : valid(num(m, 3), a, b);
  }
  const named = normalizeText(value)
    .replace(/\b(de|del|of|the)\b/g, ' ')
    .replace(/\s+/g, ' ');
  m = /^(\p{L}+) (\d{1,2})(?:st|nd|rd|th)? (\d{4})$/u.exec(named);
  if (m && monthOf(m[1] ?? '')) return valid(num(m, 3), monthOf(m[1] ?? ''), num(m, 2));
  m = /^(\d{1,2})(?:st|nd|rd|th|er|e)? (\p{L}+) (\d{4})$/u.exec(named);
  if (m && monthOf(m[2] ?? '')) return valid(num(m, 3), monthOf(m[2] ?? ''), num(m, 1));
  m = /^(\d{1,2})[/-](\d{4})$/.exec(value);
  if (m) return valid(num(m, 2), num(m, 1), 1);
  return null;
}

/** How a text box wants a date: the order of its parts, their separator and the year's length. */
export interface DateFormat {
  order: Array<'d' | 'm' | 'y'>;
  separator: string;
  shortYear: boolean;
}

// Day, month and year as form hints write them: dd/tt/jj/gg, mm, yyyy/jjjj/aaaa (and yy/aa).
const PIECE = '(dd|tt|jj|gg|d|t|j|g|mm|m|yyyy|jjjj|aaaa|yy|aa|y|a)';
const FORMAT = new RegExp(`(?:^|[^\\p{L}])${PIECE}\\s*([/.\\-])\\s*${PIECE}\\s*\\2\\s*${PIECE}(?![\\p{L}])`, 'iu');

const MONTH_YEAR = /(?:^|[^\p{L}])(mm)\s*([/.-])\s*(yyyy|jjjj|aaaa|yy|jj|aa)(?![\p{L}])/iu;

function pieceOf(token: string): 'd' | 'm' | 'y' {
  const t = token.toLowerCase();
  if (t.startsWith('m')) return 'm';
  if (t.length >= 3 || t === 'yy' || t === 'aa' || t === 'y' || t === 'a') return 'y';
  return 'd';
}

/**
 * The date format a field's texts ask for (placeholder, pattern hint, label, help text):
 * `dd/mm/yyyy`, `MM/DD/YYYY`, `TT.MM.JJJJ`, `JJ/MM/AAAA`, `gg/mm/aaaa`, `dd-mm-jjjj`, or an example
 * date whose first part cannot be a month (`31/12/1990`); a month and a year alone (`MM.JJJJ`,
 * `mm/yyyy`). Null when they say nothing.
 */
export function dateFormatOf(hint: string): DateFormat | null {
  const m = FORMAT.exec(hint);
  if (m) {
    const order = [pieceOf(m[1] ?? ''), pieceOf(m[3] ?? ''), pieceOf(m[4] ?? '')];
    if (new Set(order).size === 3) {
      const yearToken = [m[1], m[3], m[4]].find((_t, i) => order[i] === 'y') ?? '';
      return { order, separator: m[2] ?? '/', shortYear: yearToken.length <= 2 };
    }
  }
  // A month and a year alone ("MM.JJJJ", "mm/aaaa"): "Beschäftigt seit" asks no day.
  const monthYear = MONTH_YEAR.exec(hint);
  if (monthYear)
    return { order: ['m', 'y'], separator: monthYear[2] ?? '/', shortYear: (monthYear[3] ?? '').length <= 2 };
  const example = /(?:^|\D)(\d{1,2})([/.-])(\d{1,2})\2(\d{4})(?!\d)/.exec(hint);
  if (example) {
    const a = Number(example[1]);
    const b = Number(example[3]);
    if (a > 12 || example[2] === '.') return { order: ['d', 'm', 'y'], separator: example[2] ?? '/', shortYear: false };
    if (b > 12) return { order: ['m', 'd', 'y'], separator: example[2] ?? '/', shortYear: false };
  }
  const iso = /(?:^|[^\p{L}\d])(yyyy|jjjj|aaaa|\d{4})-(mm|\d{2})-(dd|jj|tt|gg|\d{2})(?![\p{L}\d])/iu.exec(hint);
  if (iso) return { order: ['y', 'm', 'd'], separator: '-', shortYear: false };
  return null;
}

/** The usual way people of a page's language write a date (`en-US` month first, `de` with dots). */
export function dateFormatOfLanguage(lang: string): DateFormat | null {
  const [language = '', region = ''] = lang.toLowerCase().split(/[-_]/);
  if (!language) return null;
  if (language === 'en') {
    return region === 'us' || region === ''
      ? { order: ['m', 'd', 'y'], separator: '/', shortYear: false }
      : { order: ['d', 'm', 'y'], separator: '/', shortYear: false };
  }
  const locale = LOCALES[language];
  return locale ? { ...locale.dateFormat, order: [...locale.dateFormat.order] } : null;
}

/** A date written in a format. */
export function formatDate(parts: DateParts, format: DateFormat): string {
  const piece = (p: 'd' | 'm' | 'y') =>
    p === 'd'
      ? pad(parts.day)
      : p === 'm'
        ? pad(parts.month)
        : format.shortYear
          ? pad(parts.year % 100)
          : String(parts.year);
  return format.order.map(piece).join(format.separator);
}

/** The value in a date-like input's format (date → YYYY-MM-DD, month → YYYY-MM, time → HH:MM…), or as given. */
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
