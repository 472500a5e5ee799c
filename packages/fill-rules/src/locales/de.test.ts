import type { BlockKind, Concept, ParentRole, PersonKind } from '../index.ts';
import { describeLocale } from './fixture-tables.ts';

/**
 * Labels as German forms write them, and what a person filling the form understands them to ask
 * (null: nothing a profile holds).
 */
const LABELS: Array<[string, Concept | null]> = [
  ['Wo sind Sie geboren?', 'birthPlace'],
  ['Wie lange wohnen Sie schon an dieser Adresse?', null],
  ['Geborene', 'birthFamilyName'],
  ['Geb.', 'birthDate'],
  ['Politische Gemeinde am 31.12.2024', 'city'],
  ['Kündigungsfrist beim jetzigen Arbeitgeber', 'noticePeriod'],
  ['Name und Vorname', 'fullName'],
  ['Vorname und Name', 'fullName'],
  ['Familienname vor der ersten Eheschließung', 'birthFamilyName'],
  ['Name der Tierklinik', null],
  ['Rollenbeschreibung', null],
  ['Adresse des Arbeitgebers', 'streetAddress'],
  ['Adresse der Unterkunft', null],
  ['Welche Medikamente nehmen Sie regelmäßig ein? (Name, Dosierung)', null],
  ['Erfahrung in Jahren', 'yearsOfExperience'],
  ['Jahre als Entwickler', 'yearsOfExperience'],
  ['Rolle', 'jobTitle'],
  // Names
  ['Vorname*', 'givenName'],
  ['Vorname:', 'givenName'],
  ['Vornamen (laut Ausweis)', 'givenName'],
  ['Rufname', 'preferredName'],
  ['Geburtsname', 'birthFamilyName'],
  ['Mädchenname', 'birthFamilyName'],
  ['Nachname *', 'familyName'],
  ['Nachname:', 'familyName'],
  ['Familienname', 'familyName'],
  ['Zweiter Vorname', 'middleName'],
  ['Weitere Vornamen', 'middleName'],
  ['Vollständiger Name', 'fullName'],
  ['Ihr Name', 'fullName'],
  ['Anrede*', 'honorific'],
  // Email and phone
  ['E-Mail-Adresse', 'email'],
  ['E-Mail*', 'email'],
  ['Ihre E-Mail-Adresse:', 'email'],
  ['E-Mail-Adresse wiederholen', 'email'],
  ['Telefonnummer', 'tel'],
  ['Telefon (tagsüber)', 'tel'],
  ['Tel.:', 'tel'],
  ['Handynummer', 'tel'],
  ['Mobiltelefon', 'tel'],
  ['Mobilnummer*', 'tel'],
  ['Rufnummer', 'tel'],
  ['Vorwahl', 'telAreaCode'],
  ['Telefon mit Vorwahl', 'tel'],
  ['Telefon mit Ländervorwahl', 'tel'],
  ['Ländervorwahl', 'telCountryCode'],
  // Birth, sex, nationality
  ['Geburtsdatum (TT.MM.JJJJ)', 'birthDate'],
  ['Geburtsdatum*', 'birthDate'],
  ['Geb.-Datum', 'birthDate'],
  ['Geboren am', 'birthDate'],
  ['Geburtsort', 'birthPlace'],
  ['Geschlecht', 'sex'],
  ['Staatsangehörigkeit', 'nationality'],
  ['Nationalität', 'nationality'],
  // Work
  ['Firma', 'organization'],
  ['Firmenname', 'organization'],
  ['Unternehmen (optional)', 'organization'],
  ['Arbeitgeber', 'organization'],
  ['Beruf', 'jobTitle'],
  ['Berufsbezeichnung', 'jobTitle'],
  ['Position', 'jobTitle'],
  ['Ausgeübte Tätigkeit', 'jobTitle'],
  // Address
  ['Straße', 'streetAddress'],
  ['Anschrift', 'streetAddress'],
  ['Adresse', 'streetAddress'],
  ['Straßenname', 'streetName'],
  ['Hausnummer', 'houseNumber'],
  ['Hausnr.', 'houseNumber'],
  ['Nr.*', 'houseNumber'],
  ['Hausnummernzusatz', 'houseNumberSuffix'],
  ['Adresszusatz', 'addressLine2'],
  ['Adresszusatz (z. B. c/o, Etage)', 'addressLine2'],
  ['Adresszeile 1', 'addressLine1'],
  ['Adresszeile 2', 'addressLine2'],
  ['PLZ', 'postalCode'],
  ['Postleitzahl*', 'postalCode'],
  ['Ort', 'city'],
  ['Stadt', 'city'],
  ['Wohnort', 'city'],
  ['Bundesland', 'state'],
  ['Kanton', 'state'],
  ['Land', 'country'],
  ['Land*', 'country'],
  // Web, documents, never
  ['Homepage', 'url'],
  ['LinkedIn-Profil', 'linkedin'],
  ['Steuer-ID', 'document'],
  ['IBAN', 'document'],
  ['Sozialversicherungsnummer', 'document'],
  ['Benutzername', 'never'],
  ['Gutscheincode', 'never'],
  // No concept
  ['Firmengröße', null],
  ['Unternehmensgröße', null],
  ['Anzahl der Mitarbeiter', null],
  ['Wie haben Sie von uns erfahren?', null],
  ['Gewünschte Position', null],
  ['Ihre Nachricht', null],
  ['Betreff', null],
  ['Bemerkungen', null],
  ['Branche', null],
  ['Gehaltsvorstellung', 'salary'],
  ['Frühestmöglicher Eintrittstermin', 'availableFrom'],
];

/** Labels about someone other than the user (null: the user). */
const PEOPLE: Array<[string, PersonKind | null]> = [
  ['Wer erhält das Geschenk?', 'recipient'],
  ['Geschenk für Oma', 'recipient'],
  ['Abholberechtigte Personen', 'other'],
  ['Angaben zum Unfallgegner', 'other'],
  ['Name des Unterkunftgebers', 'other'],
  ['Ihre Tierarztpraxis', 'doctor'],
  ['Angaben zum Hund', 'other'],
  ['Vorname des Halters', 'other'],
  ['Zweiter Kreditnehmer (optional)', 'coApplicant'],
  ['Mitdarlehensnehmer', 'coApplicant'],
  ['Weiterer Antragsteller', 'coApplicant'],
  ['Antragsteller', null],
  ['Name des jetzigen Vermieters', 'other'],
  ['Telefon des Vorvermieters', 'other'],
  ['Weitere Personen im Haushalt', 'other'],
  ['Familienangehörige', 'other'],
  ['Name des Kollegen', 'other'],
  ['Begleitperson', 'other'],
  ['Name des/der Hauptversicherten', 'other'],
  ['Mitreisender', 'other'],
  ['Papa', 'parent'],
  ['Mama – Telefon', 'parent'],
  ['Notfallkontakt', 'emergency'],
  ['Name der weiteren Person', 'other'],
  ['Im Notfall zu benachrichtigen', 'emergency'],
  ['Ehepartner/in', 'spouse'],
  ['Vorname des Kindes', 'child'],
  ['Geburtsdatum des Kindes', 'child'],
  ['Erziehungsberechtigte/r', 'parent'],
  ['Name der Mutter', 'parent'],
  ['Hausarzt', 'doctor'],
  ['Referenzperson', 'reference'],
  ['Mitantragsteller', 'coApplicant'],
  ['2. Teilnehmer', 'other'],
  ['Begünstigter', 'recipient'],
  ['Vorname', null],
  ['E-Mail-Adresse', null],
  ['Firmenname', null],
];

/** Labels naming the block (address or phone) a field belongs to. */
const BLOCKS: Array<[string, BlockKind[]]> = [
  ['Abmeldung der Unterkunft', ['previous']],
  ['Lieferadresse', ['shipping']],
  ['Abweichende Lieferadresse', ['shipping']],
  ['Rechnungsadresse', ['billing']],
  ['Telefon (privat)', ['home']],
  ['Telefon geschäftlich', ['work']],
  ['Telefon dienstlich', ['work']],
  ['Handynummer', ['mobile']],
  ['Fax', ['fax']],
  ['Bisherige Anschrift', ['previous']],
  ['Neue Anschrift', ['future']],
  ['Künftige Wohnung', ['future']],
  ['Neues Passwort', []],
  ['Postanschrift', ['mailing']],
  ['Anschrift des Arbeitgebers', ['employer']],
  ['E-Mail-Adresse', []],
  ['Vorname', []],
];

/** Checkbox texts: [text, asks to agree to terms or privacy, offers marketing]. */
const AGREEMENTS: Array<[string, boolean, boolean]> = [
  ['Ich bin damit einverstanden, zu freiwilligen Umfragen per E-Mail eingeladen zu werden. (optional)', true, true],
  ['Ich habe die Datenschutzerklärung gelesen und akzeptiere sie.*', true, false],
  ['Ich akzeptiere die AGB', true, false],
  ['Ja, ich möchte den Newsletter abonnieren', false, true],
  ['Ich möchte über Angebote und Aktionen informiert werden', false, true],
  ['Vorname', false, false],
  ['Angemeldet bleiben', false, false],
  ['Jobalert: neue Stellen per E-Mail', false, true],
];

/** Labels that ask only when the answer differs from one given before. */
const IF_DIFFERENT: Array<[string, boolean]> = [
  ['Anschrift, falls er/sie nicht bei Ihnen wohnt', true],
  ['Lieferadresse (falls abweichend)', true],
  ['Rechnungsadresse, wenn abweichend', true],
  ['Lieferadresse', false],
];

/** Labels that ask how someone is related to the user. */
const RELATIONSHIP: Array<[string, boolean]> = [
  ['Verwandtschaftsverhältnis', true],
  ['Beziehung zum Kind', true],
  ['Nachname', false],
];

/** A German page is read in German, then English (as the matcher reads a page). */
const PARENTS: Array<[string, ParentRole | null]> = [
  ['Name des Vaters', 'father'],
  ['Mutter', 'mother'],
  ['Erziehungsberechtigte', null],
];

const TIMEFRAMES: Array<[string, 'current' | 'wished' | null]> = [
  ['Aktuelles Gehalt', 'current'],
  ['Gehaltsvorstellung', 'wished'],
  ['Wunschgehalt', 'wished'],
];

describeLocale('German labels', 'de', {
  labels: LABELS,
  people: PEOPLE,
  blocks: BLOCKS,
  agreements: AGREEMENTS,
  ifDifferent: IF_DIFFERENT,
  relationship: RELATIONSHIP,
  parents: PARENTS,
  timeframes: TIMEFRAMES,
});
