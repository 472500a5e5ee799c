/**
 * The shape of one résumé of the benchmark corpus: what it says (name, contact lines, sections),
 * how it is laid out, and the answers a person reading it would give (`expected`).
 */

/** The answer key: what a recruiter would copy out of the résumé into a form. */
export interface Expected {
  name: string;
  email: string | null;
  /** As written; the main (mobile) one when the résumé gives two. */
  phone: string | null;
  /** Every profile/site link, as written. */
  links: string[];
  /** The current (or most recent) job's title. */
  title: string | null;
  /** The current (or most recent) job's employer. */
  employer: string | null;
  /** The city of the person's own address or location. */
  city: string | null;
}

/** One contact detail, e.g. `{ label: 'Tel.', text: '030 12345678' }`; `url` makes it a link. */
export interface ContactItem {
  label?: string;
  text: string;
  url?: string;
}

/** A job, a degree, a project: `title` at `org`, in `place`, during `dates`. */
export interface Entry {
  title: string;
  org?: string;
  place?: string;
  dates?: string;
  text?: string;
  bullets?: string[];
}

/** A section of the résumé; an empty heading prints none (a closing line, a signature). */
export type Section =
  | { kind: 'text'; heading: string; text: string }
  /**
   * `title-first`: "Title" bold, then "Org, Place" — the usual; `org-first`: "ORG" bold, then "Title";
   * `one-line`: "Title, Org" on a single line with the dates.
   */
  | { kind: 'entries'; heading: string; entries: Entry[]; style?: 'title-first' | 'org-first' | 'one-line' }
  | { kind: 'list'; heading: string; items: string[] }
  /** Short items run together on a line: "TypeScript · Go · PostgreSQL". */
  | { kind: 'tags'; heading: string; items: string[] };

export type PdfFont = 'Helvetica' | 'Times-Roman' | 'Courier';

export type Layout =
  /** One column: name at the top, contact on one line, several lines or a block at the right. */
  | {
      kind: 'pdf-classic';
      font: PdfFont;
      align: 'left' | 'center';
      /** `line`: every contact item on one line; `rows`: the rows as given; `right`: the rows right-aligned beside the name. */
      contact: 'line' | 'rows' | 'right';
      /** A coloured band behind the name. */
      banner?: boolean;
      /** Dates in a narrow column left of each entry (Europass style; still one reading column). */
      dateGutter?: boolean;
      /** Name and page number at the top/bottom of every page. */
      runningHeader?: boolean;
      accent?: string;
    }
  /** Two columns side by side: a shaded sidebar (contact, skills…) and the main column. */
  | {
      kind: 'pdf-sidebar';
      font: PdfFont;
      side: 'left' | 'right';
      /** Where the name sits: in the sidebar, at the top of the main column, or across the page. */
      name: 'sidebar' | 'main' | 'top';
      /** A grey box where the photo goes. */
      photo?: boolean;
      /** Contact labels ("Telefon") on their own small line above the value, not before it. */
      labelsAbove?: boolean;
      accent?: string;
    }
  | {
      kind: 'docx-classic';
      font: string;
      align: 'left' | 'center';
      contact: 'line' | 'rows';
      /** Dates left of each entry, German "tabellarischer Lebenslauf" style. */
      datesLeft?: boolean;
    }
  /** Two columns as a borderless two-cell table. */
  | { kind: 'docx-table'; font: string; side: 'left' | 'right'; name: 'top' | 'sidebar' }
  /** Two columns as Word section columns: the sidebar sections flow first or last. */
  | { kind: 'docx-columns'; font: string; sidebarFirst: boolean };

export interface Resume {
  /** 1, 2, …: odd numbers go to `corpus/dev`, even to `corpus/test`. */
  number: number;
  slug: string;
  /** What the case tests, for the README table. */
  note: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** ISO 639-1 of the résumé's text. */
  language: string;
  paper: 'A4' | 'LETTER';
  layout: Layout;
  name: string;
  /** A title above the name ("Lebenslauf", "Curriculum Vitae"). */
  documentTitle?: string;
  /** A line under the name ("Full-Stack Developer"), not necessarily the current job title. */
  headline?: string;
  /** Contact details in rows, as a one-column header prints them; sidebars put each item on its own line. */
  contact: ContactItem[][];
  /** Between contact items on one line; ' | ' unless given. */
  contactSeparator?: string;
  /** Heading over the contact block where the layout gives it one ("Kontakt", "Contact"). */
  contactHeading?: string;
  /** The main column (the only column of a one-column layout). */
  sections: Section[];
  /** The sidebar of a two-column layout. */
  sidebar?: Section[];
  /** A footer line on every page ("Références sur demande"). */
  footer?: string;
  expected: Expected;
}
