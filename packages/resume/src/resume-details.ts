/** What the built-in parser reads from a résumé's text; a field it is not sure of is left out. */
export interface ResumeDetails {
  firstName?: string;
  lastName?: string;
  fullName?: string;
  email?: string;
  phone?: string;
  addressLine1?: string;
  city?: string;
  state?: string;
  postcode?: string;
  country?: string;
  linkedin?: string;
  github?: string;
  website?: string;
  /** Every link the résumé gives (profiles, portfolio, site), as written. */
  links: string[];
  /** The current (or most recent) job's title and employer. */
  title?: string;
  employer?: string;
  education?: string;
  skills: string[];
  /** The experience section as text, as the user would paste it into a form. */
  workHistory?: string;
  summary?: string;
}
