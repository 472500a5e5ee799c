const pad = (n: number) => String(n).padStart(2, '0');

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A date as people keep it: ISO, 14/03/1990 or 03/14/1990, 14.03.1990, "March 14, 1990", "14 March 1990". */
export function parseDate(text: string): DateParts | null {
  const value = text.trim();
  const n = (m: RegExpExecArray, i: number) => Number(m[i] ?? 0);
  const month = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value);
  if (m) return check(n(m, 1), n(m, 2), n(m, 3));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (m) {
    const dayFirst = value.includes('.') || n(m, 1) > 12;
    return dayFirst ? check(n(m, 3), n(m, 2), n(m, 1)) : check(n(m, 3), n(m, 1), n(m, 2));
  }
  m = /^([A-Za-z]+)\.? (\d{1,2}),? (\d{4})$/.exec(value);
  if (m) return check(n(m, 3), month(m[1] ?? ''), n(m, 2));
  m = /^(\d{1,2}) ([A-Za-z]+)\.?,? (\d{4})$/.exec(value);
  if (m) return check(n(m, 3), month(m[2] ?? ''), n(m, 1));
  return null;
}

function check(year: number, month: number, day: number): DateParts | null {
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 && year > 1000 ? { year, month, day } : null;
}

/**
 * A date in the format a control asks for: type=date → YYYY-MM-DD; a placeholder or pattern
 * such as MM/DD/YYYY, DD/MM/YYYY, DD.MM.YYYY or YYYY-MM-DD; otherwise as written.
 */
export function formatDateFor(parts: DateParts, type: string, hint: string): string | null {
  if (type === 'date') return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
  if (type === 'month') return `${parts.year}-${pad(parts.month)}`;
  // German TT.MM.JJJJ and French JJ/MM/AAAA name the same pieces.
  const english = hint.replace(/\b(tt|jj)\b/gi, 'dd').replace(/\b(jjjj|aaaa)\b/gi, 'yyyy');
  const format = /\b(mm|dd|yyyy)([/.-])(mm|dd|yyyy)\2(mm|dd|yyyy)\b/i.exec(english);
  if (!format) return null;
  const piece = (token: string) =>
    token.toLowerCase() === 'mm'
      ? pad(parts.month)
      : token.toLowerCase() === 'dd'
        ? pad(parts.day)
        : String(parts.year);
  return [format[1], format[3], format[4]].map((t) => piece(t ?? '')).join(format[2]);
}
