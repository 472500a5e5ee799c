import type { Concept } from '../concepts.ts';

/** People a field can be about other than the user. */
export const PERSON_KINDS = [
  'emergency',
  'reference',
  'spouse',
  'parent',
  'child',
  'coApplicant',
  /** Who stands surety for the user (a rent guarantor, a loan's co-signer): never the co-tenant. */
  'guarantor',
  'recipient',
  'doctor',
  'other',
  /** Someone a template value names only by a pronoun ("Her number"): never the user, and no role a page asks about. */
  'someone',
] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

/** Which parent a text names, when it names one. */
export type ParentRole = 'father' | 'mother';

/** Blocks of a form (and of a template) that hold their own address or phone. */
/** `work` is the user's own work (a work phone); `employer` the organisation's (its switchboard, its address). */
export const BLOCK_KINDS = [
  'shipping',
  'billing',
  'home',
  'mailing',
  'mobile',
  'work',
  'employer',
  'previous',
  'future',
  'fax',
] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/**
 * Kinds of identity, bank and membership numbers, most specific first: a document field takes a
 * template number only of the same kind ("AHV-Nummer" the "AHV number", "BSN" the "Burgerservicenummer").
 */
export const DOCUMENT_KINDS = [
  'iban',
  'bic',
  'passport',
  'drivingLicence',
  'frequentFlyer',
  'vat',
  'taxId',
  'socialSecurity',
  'personalNumber',
  'idCard',
  /** A public health card (OHIP, Medicare, NHS number): never a private insurer's member ID. */
  'healthCard',
  'insurance',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The parts of one entry of a list of jobs held or of schooling. */
export const HISTORY_PARTS = ['current', 'end', 'start', 'school', 'degree', 'field'] as const;
export type HistoryPart = (typeof HISTORY_PARTS)[number];

/**
 * Levels of a degree, in the order they are tried (a short-cycle degree before a bachelor's: "Técnico
 * superior" of a "grado superior" is no "grado"): a degree list's option is chosen by its level.
 */
export const DEGREE_LEVELS = ['doctorate', 'master', 'associate', 'bachelor', 'secondary'] as const;
export type DegreeLevel = (typeof DEGREE_LEVELS)[number];

export const DATE_PARTS = ['day', 'month', 'year'] as const;
export type DatePart = (typeof DATE_PARTS)[number];

/** Mr, Mrs, Ms, Miss, Mx, Dr, Prof: how a language writes each. */
export const HONORIFIC_KINDS = ['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof'] as const;
export type HonorificKind = (typeof HONORIFIC_KINDS)[number];

/**
 * One language's rules. Patterns are regular-expression sources run on `words()` text: lower case,
 * accents dropped, words separated by one space (`Straße und Hausnummer` → `strasse und hausnummer`);
 * `\b` is a word boundary in any script.
 */
export interface LocaleRules {
  /** BCP 47 language subtag. */
  lang: string;
  /** Label, name and placeholder words per concept. */
  labels: Partial<Record<Concept, string>>;
  /** Words tried after every concept's own: a bare "name", "address". */
  weakLabels?: Partial<Record<Concept, string>>;
  /** Words that stop a concept ("company size" is no company, "company name" no person's name). */
  not?: Partial<Record<Concept, string>>;
  /** Words that make a field one the matcher never fills (user names, promo codes, captchas). */
  never: string;
  /** Words naming another person than the user, by kind. */
  people: Partial<Record<PersonKind, string>>;
  /**
   * Words naming another person only on pages in this language (English "client" is someone
   * else; French "client" is the user buying).
   */
  ownLanguagePeople?: Partial<Record<PersonKind, string>>;
  /** Words telling a father from a mother ("Father's name", "Mère"): one parent's values never answer the other's fields. */
  parentRoles: Record<ParentRole, string>;
  /**
   * A whole label or group naming where a parcel, a transfer or a trip starts ("From", "Von") and
   * where it goes ("To", "Nach"): when a page holds both, the place and person asked under the
   * second are the recipient's. `receiver`: words that make a template value the recipient's
   * ("Recipient postcode"); on a page they often ask for the user's own delivery, so only values.
   */
  journey: { from: string; to: string; receiver: string };
  /**
   * Words saying a datum is the present one ("current salary", "RAL attuale") or a wished one
   * ("expected salary", "RAL desiderata"): a field saying one never takes a value saying the other.
   */
  timeframes: { current: string; wished: string };
  /** Words that ask for something only when it differs from what the form asked before ("if different"). */
  different: string;
  /** Words asking for a second contact of one person ("Alternate phone", "Weitere Telefonnummer"): not the one given first. */
  alternate: string;
  /** The word numbering a table's rows ("Full Name, Row 2", "Zeile 2"): a repeated group's copy. */
  row: string;
  /**
   * Who acts for someone in law ("Représentant légal", "Legal representative"): a child's parent on
   * a form about a child, the user on a company's.
   */
  legalRepresentative: string;
  /** How a template's user titles themselves, as a whole title before its brackets ("Me (mum)", "Ik (mama)", "Moi (papa)"). */
  self: string;
  /**
   * A question about how someone is related to the user ("Relationship to you", "Parentesco"):
   * the name and phone asked beside it are that person's.
   */
  relationship: string;
  /** Nouns that, with a number from 2 on ("Passenger 2", "2. Gast"), name another person. */
  numberedPeople: string;
  /** Holders that are a person only when numbered ("2.º Titular", "Holder 2"): "Titular" alone is the user. */
  numberedHolders?: string;
  /**
   * Nouns for whom a form is about ("Patient", "Participant", "Mitglied") when a parent or guardian
   * fills it in: the child, where the page also asks for the parent and the template holds a child.
   */
  subjects: string;
  /**
   * Learners ("Student", "Alumno", "Élève", "Leerling"), also among the words for a child: the
   * child when the template holds one, else the user (a driving school's or a university's form).
   */
  learners: string;
  /**
   * A list of jobs held and one of schooling: `jobTitles`, words of a template group about a job
   * ("Current job", "Poste actuel"), whose "Title" is the job's; `jobCodes` and `schoolCodes`, how
   * code names begin for one copy of such a list (`we_1_title`, `berufserfahrung_2_firma`,
   * `edu_2_degree`).
   */
  history: {
    jobTitles: string;
    jobCodes: string;
    schoolCodes: string;
    /**
     * Words of a template group or a page section about one schooling ("Grad school", "Studium",
     * "Formation", "Education 2"), and of a page section listing jobs held ("Work experience",
     * "Berufserfahrung"): one entry of such a list.
     */
    schoolTitles: string;
    jobSections: string;
    /**
     * The parts of one entry, in a label: when it began and ended, a box saying it goes on ("I
     * currently work here"), the school, the degree and the field studied. Regular-expression
     * sources; short words that mean other things elsewhere ("de", "to") as whole labels only.
     */
    parts: Record<HistoryPart, string>;
    /** How the language names the levels of a degree ("M.S.", "Master", "Laurea magistrale"). */
    degrees: Partial<Record<DegreeLevel, string>>;
  };
  /**
   * Words naming the day, month and year of a date asked in parts ("Start month", "Anno"), and a
   * date itself (`date`: "Date", "Datum", "Fecha").
   */
  dateParts: Record<DatePart, string> & { date: string };
  /** Words naming a block (shipping, billing, home, work…). */
  blocks: Partial<Record<BlockKind, string>>;
  /** Month names, January first. */
  months: readonly string[];
  yes: readonly string[];
  no: readonly string[];
  /** Words that answer no only when they are the whole answer ("keine", "aucun"), not "Keine Angabe". */
  nothing: readonly string[];
  honorifics: Partial<Record<HonorificKind, readonly string[]>>;
  /** How the language names the sexes forms ask for. */
  sexes: { female: readonly string[]; male: readonly string[]; diverse?: readonly string[] };
  /** Words of an agreement a form needs (terms, privacy policy). */
  consent: string;
  /** How a sentence of agreeing begins ("I agree", "Ich bestätige"): a required box saying so is an agreement. */
  agreeing: string;
  /** Words of marketing, newsletters and partner offers. */
  marketing: string;
  /** Words naming each kind of identity, bank or membership number. */
  documents: Partial<Record<DocumentKind, string>>;
  /**
   * Words asking for something about a document other than its number (its expiry, issuer, type,
   * check key): such a field or value is no document number.
   */
  documentDetails: string;
  /**
   * Words asking who or where issued a document ("Issued by", "País emissor", "Rilasciato da",
   * "Ausstellungsland"): such a field takes only a template value said to be the issuer.
   */
  issuer: string;
  /** Words asking for a number alone, without its unit or currency ("bitte nur Zahlen", "numbers only"). */
  numbersOnly: string;
  /**
   * How long someone has lived at an address, in a label or a template's wording: `since`, words of
   * the day they moved in ("Living here since", "Moved in", "Wohnhaft seit"); `length`, words of the
   * time they have been there ("Years at this address", "Time at address", "Been here", "Wohndauer").
   */
  residence: { since: string; length: string };
  /**
   * Words of a birth: `label` in a label or a template's wording ("Date of birth", "Née le",
   * "Geburtsdatum"); `code` the language's noun as a whole word of a control's name
   * (`enfant[naissance][jour]`, `geburt_tag`), tried in every language; `nee` the words written
   * between a person's name and their family name at birth, as a whole clause ("née", "geb.",
   * "de soltera"): "Monique Petit, née Le Gall".
   */
  birth: { label: string; code: string; nee: string };
  /**
   * A right to work: `citizen`, words saying whose citizen someone is ("U.S. citizen",
   * "Staatsbürgerin", "cittadinanza italiana", "permanent resident"): such a value names a country
   * the user may work in; `needing`, words of a question asking whether one needs a permit or a
   * visa ("Benötigen Sie eine Arbeitserlaubnis?"): a citizen answers no.
   */
  rightToWork: { citizen: string; needing: string };
  /**
   * A question whether someone has reached an age ("Are you at least 18 years of age?", "Sind Sie
   * volljährig?"): a two-digit age in it, or words of the legal age (18).
   */
  ageAsked: {
    atLeast: string;
    legalAge: string;
    /** A whole label asking someone's age or age band ("Age", "Age range", "Fascia d'età", "Altersgruppe"). */
    age: string;
  };
  /** How people of this language write a date when nothing on the page says. */
  dateFormat: { order: ReadonlyArray<'d' | 'm' | 'y'>; separator: string; shortYear: boolean };
}
