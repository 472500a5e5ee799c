import type { BlockKind, Concept, ParentRole, PersonKind } from '../index.ts';
import { describeLocale } from './fixture-tables.ts';

/**
 * Labels as Dutch forms write them, and what a person filling the form understands them to ask
 * (null: nothing a profile holds).
 */
const LABELS: Array<[string, Concept | null]> = [
  ['Thuisadres', 'streetAddress'],
  ['Waar ik werk', 'organization'],
  ['Waar bent u geboren?', 'birthPlace'],
  ['Hoe lang woont u op dit adres?', null],
  ['Opzegtermijn bij huidige werkgever', 'noticePeriod'],
  ['Bus', 'houseNumberSuffix'],
  ['Postnummer', 'postalCode'],
  ['Naam en voornaam', 'fullName'],
  ['Voornaam en achternaam', 'fullName'],
  ['Netnummer', 'telAreaCode'],
  ['Telefoonnummer met netnummer', 'tel'],
  ['Functieomschrijving', null],
  ['Omschrijving functie', null],
  ['Hoeveel jaren relevante ervaring heb je?', 'yearsOfExperience'],
  ['Jaar als verpleegkundige', 'yearsOfExperience'],
  ['Rol', 'jobTitle'],
  // Names
  ['Voornaam*', 'givenName'],
  ['Voornaam:', 'givenName'],
  ['Voornamen (volgens paspoort)', 'givenName'],
  ['Roepnaam', 'preferredName'],
  ['Tussenvoegsel', 'familyNamePrefix'],
  ['Tussenv.', 'familyNamePrefix'],
  ['toev.', 'houseNumberSuffix'],
  ['Tussenvoegsels', 'familyNamePrefix'],
  ['Geboortenaam', 'birthFamilyName'],
  ['Meisjesnaam', 'birthFamilyName'],
  ['Voorletters', 'initials'],
  ['Achternaam *', 'familyName'],
  ['Achternaam:', 'familyName'],
  ['Familienaam', 'familyName'],
  ['Geslachtsnaam', 'familyName'],
  ['Volledige naam', 'fullName'],
  ['Uw naam', 'fullName'],
  ['Aanhef', 'honorific'],
  // Email and phone
  ['E-mailadres*', 'email'],
  ['E-mail', 'email'],
  ['Herhaal e-mailadres', 'email'],
  ['Telefoonnummer', 'tel'],
  ['Telefoonnummer (overdag)', 'tel'],
  ['Mobiel nummer', 'tel'],
  ['Tel.', 'tel'],
  ['Mobiele telefoon', 'tel'],
  // Birth, sex, nationality
  ['Geboortedatum (dd-mm-jjjj)', 'birthDate'],
  ['Geboortedatum*', 'birthDate'],
  ['Geboren op', 'birthDate'],
  ['Geboorteplaats', 'birthPlace'],
  ['Geboorteland', 'birthPlace'],
  ['Geslacht', 'sex'],
  ['Nationaliteit', 'nationality'],
  // Work
  ['Bedrijfsnaam', 'organization'],
  ['Bedrijf', 'organization'],
  ['Organisatie', 'organization'],
  ['Werkgever', 'organization'],
  ['Naam organisatie', 'organization'],
  ['Functie', 'jobTitle'],
  ['Functietitel', 'jobTitle'],
  ['Beroep', 'jobTitle'],
  // Address
  ['Straat', 'streetAddress'],
  ['Adres', 'streetAddress'],
  ['Adres*', 'streetAddress'],
  ['Straatnaam', 'streetName'],
  ['Huisnummer*', 'houseNumber'],
  ['Huisnr.', 'houseNumber'],
  ['Nr.', 'houseNumber'],
  ['Toevoeging', 'houseNumberSuffix'],
  ['Huisnummer toevoeging', 'houseNumberSuffix'],
  ['Adresregel 2', 'addressLine2'],
  ['Postcode*', 'postalCode'],
  ['Postcode (1234 AB)', 'postalCode'],
  ['Woonplaats', 'city'],
  ['Plaats', 'city'],
  ['Plaatsnaam', 'city'],
  ['Gemeente', 'city'],
  ['Provincie', 'state'],
  ['Land', 'country'],
  ['Land*', 'country'],
  // Web, documents, never
  ['Website', 'url'],
  ['LinkedIn-profiel', 'linkedin'],
  ['BSN', 'document'],
  ['Burgerservicenummer', 'document'],
  ['IBAN', 'document'],
  ['Rekeningnummer', 'document'],
  ['Paspoortnummer', 'document'],
  ['Gebruikersnaam', 'never'],
  ['Kortingscode', 'never'],
  // No concept
  ['Bedrijfsgrootte', null],
  ['Aantal medewerkers', null],
  ['Hoe heeft u ons gevonden?', null],
  ['Gewenste functie', null],
  ['Uw bericht', null],
  ['Onderwerp', null],
  ['Opmerkingen', null],
  ['Branche', null],
  ['Gewenst salaris', 'salary'],
  ['Startdatum', 'availableFrom'],
];

/** Labels about someone other than the user (null: the user). */
const PEOPLE: Array<[string, PersonKind | null]> = [
  ['Wie ontvangt het cadeau?', 'recipient'],
  ['Cadeau voor oma', 'recipient'],
  ['Mijn vrouw', 'spouse'],
  ['Gemachtigde personen', 'other'],
  ['Gegevens van de tegenpartij', 'other'],
  ['Uw dierenarts', 'doctor'],
  ['Gegevens van uw huisdier', 'other'],
  ['Tweede kredietnemer', 'coApplicant'],
  ['Aangebracht door', 'other'],
  ['Kredietnemer', null],
  ['Andere personen', 'other'],
  ['Naam verhuurder', 'other'],
  ['Gezinslid', 'other'],
  ['Naam collega', 'other'],
  ['Reisgenoot', 'other'],
  ['Begeleider', 'other'],
  ['Papa', 'parent'],
  ['Telefoon mama', 'parent'],
  ['Contactpersoon in geval van nood', 'emergency'],
  ['Noodcontact', 'emergency'],
  ['Gegevens andere persoon', 'other'],
  ['Naam partner', 'spouse'],
  ['Naam echtgenoot', 'spouse'],
  ['Naam ouder/verzorger', 'parent'],
  ['Voornaam kind', 'child'],
  ['Geboortedatum van uw kind', 'child'],
  ['Huisarts', 'doctor'],
  ['Medeaanvrager', 'coApplicant'],
  ['Passagier 2', 'other'],
  ['Referentie', 'reference'],
  ['Voornaam', null],
  ['E-mailadres', null],
  ['Bedrijfsnaam', null],
];

/** Labels naming the block (address or phone) a field belongs to. */
const BLOCKS: Array<[string, BlockKind[]]> = [
  ['Facturatieadres', ['billing']],
  ['Thuisadres', ['home']],
  ['Bedrijfsadres', ['employer']],
  ['Bezorgadres', ['shipping']],
  ['Afwijkend afleveradres', ['shipping']],
  ['Factuuradres', ['billing']],
  ['Mobiel nummer', ['mobile']],
  ['Telefoon werk', ['work']],
  ['Telefoon privé', ['home']],
  ['Vorig adres', ['previous']],
  ['Nieuw adres', ['future']],
  ['Postcode nieuwe woning', ['future']],
  ['Nieuwe klant', []],
  ['Postadres', ['mailing']],
  ['Adres werkgever', ['employer']],
  ['Voornaam', []],
];

/** Checkbox texts: [text, asks to agree to terms or privacy, offers marketing]. */
const AGREEMENTS: Array<[string, boolean, boolean]> = [
  ['Ik ga akkoord met de algemene voorwaarden*', true, false],
  ['Ik heb de privacyverklaring gelezen', true, false],
  ['Ja, ik wil de nieuwsbrief ontvangen', false, true],
  ['Houd mij op de hoogte van aanbiedingen', false, true],
  ['Voornaam', false, false],
  ['Onthoud mij', false, false],
  ['Stuur me een jobalert wanneer er nieuwe vacatures verschijnen', false, true],
];

/** Labels that ask only when the answer differs from one given before. */
const IF_DIFFERENT: Array<[string, boolean]> = [
  ['Adres (alleen als hij/zij niet bij u woont)', true],
  ['Factuuradres (indien afwijkend)', true],
  ['Bezorgadres', false],
];

/** Labels that ask how someone is related to the user. */
const RELATIONSHIP: Array<[string, boolean]> = [
  ['Relatie tot de deelnemer', true],
  ['Verwantschap', true],
  ['Achternaam', false],
];

/** A Dutch page is read in Dutch, then English (as the matcher reads a page). */
const PARENTS: Array<[string, ParentRole | null]> = [
  ['Naam vader', 'father'],
  ['Moeder', 'mother'],
  ['Ouder / verzorger', null],
];

const TIMEFRAMES: Array<[string, 'current' | 'wished' | null]> = [
  ['Huidig salaris', 'current'],
  ['Gewenst salaris', 'wished'],
];

describeLocale('Dutch labels', 'nl', {
  labels: LABELS,
  people: PEOPLE,
  blocks: BLOCKS,
  agreements: AGREEMENTS,
  ifDifferent: IF_DIFFERENT,
  relationship: RELATIONSHIP,
  parents: PARENTS,
  timeframes: TIMEFRAMES,
});
