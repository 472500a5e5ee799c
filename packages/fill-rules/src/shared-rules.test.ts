import { describe, expect, it } from 'vitest';
import { ageAskedOf } from './age.ts';
import {
  asksNumberOnly,
  documentKindInText,
  historyOfCodeName,
  holdsBirthNoun,
  leadingOrdinal,
  namesBirth,
  namesDocumentDetail,
  namesIssuer,
  namesJobGroup,
  namesSelf,
  residenceAsked,
} from './classify-text.ts';
import { type DateFormat, type DateParts, dateFormatOf, formatDate, parseDate } from './dates.ts';
import { datePartOf, degreeLevelOf, type HistoryKind, historyKindOfTitle, historyPartOf } from './history.ts';
import { sexAsHonorifics, sexOfHonorific } from './honorifics.ts';
import type { DatePart, DegreeLevel, HistoryPart } from './locales/types.ts';
import { type Option, optionHoldsNumber, pickOption, plainNumber } from './options.ts';
import { countryCode, countryInText, countryVariants, nationalityVariants, regionVariants } from './places.ts';
import { stems, words } from './text.ts';
import { negates, yesNo } from './yes-no.ts';

const date = (year: number, month: number, day: number): DateParts => ({ year, month, day });

/** Dates as people write them in a template, and the day they mean (null: no date). */
const DATES: Array<[string, DateParts | null]> = [
  ['1990-03-14', date(1990, 3, 14)],
  ['1990-03', date(1990, 3, 1)],
  ['1990/03/14', date(1990, 3, 14)],
  ['14/03/1990', date(1990, 3, 14)],
  ['03/14/1990', date(1990, 3, 14)],
  ['14.03.1990', date(1990, 3, 14)],
  ['4.7.1985', date(1985, 7, 4)],
  ['14-03-1990', date(1990, 3, 14)],
  ['March 14, 1990', date(1990, 3, 14)],
  ['Mar 14th 1990', date(1990, 3, 14)],
  ['14 March 1990', date(1990, 3, 14)],
  ['14. März 1990', date(1990, 3, 14)],
  ['1er janvier 2000', date(2000, 1, 1)],
  ['14 février 1990', date(1990, 2, 14)],
  ['14 de marzo de 1990', date(1990, 3, 14)],
  ['3 maart 1985', date(1985, 3, 3)],
  ['7 de setembro de 1822', date(1822, 9, 7)],
  ['25 dicembre 1980', date(1980, 12, 25)],
  ['03/1990', date(1990, 3, 1)],
  ['2024-02-29', date(2024, 2, 29)],
  ['2023-02-30', null],
  ['31/04/2020', null],
  ['1990-13-01', null],
  ['not a date', null],
  ['', null],
];

/** Slash dates whose first part could be a month, read day first when asked. */
const DAY_FIRST: Array<[string, DateParts]> = [
  ['03/04/1990', date(1990, 4, 3)],
  ['01/12/2001', date(2001, 12, 1)],
];

const DMY_SLASH: DateFormat = { order: ['d', 'm', 'y'], separator: '/', shortYear: false };
const MDY_SLASH: DateFormat = { order: ['m', 'd', 'y'], separator: '/', shortYear: false };
const DMY_DOT: DateFormat = { order: ['d', 'm', 'y'], separator: '.', shortYear: false };
const DMY_DASH: DateFormat = { order: ['d', 'm', 'y'], separator: '-', shortYear: false };
const YMD_DASH: DateFormat = { order: ['y', 'm', 'd'], separator: '-', shortYear: false };

/** Hints a field gives (placeholders, help texts), and the format they ask for. */
const DATE_HINTS: Array<[string, DateFormat | null]> = [
  ['dd/mm/yyyy', DMY_SLASH],
  ['MM/DD/YYYY', MDY_SLASH],
  ['TT.MM.JJJJ', DMY_DOT],
  ['JJ/MM/AAAA', DMY_SLASH],
  ['gg/mm/aaaa', DMY_SLASH],
  ['DD/MM/AAAA', DMY_SLASH],
  ['dd-mm-jjjj', DMY_DASH],
  ['DD/MM/YY', { ...DMY_SLASH, shortYear: true }],
  ['Date of birth (MM/DD/YYYY)', MDY_SLASH],
  ['YYYY-MM-DD', YMD_DASH],
  ['e.g. 31/12/1990', DMY_SLASH],
  ['e.g. 12/31/1990', MDY_SLASH],
  ['z. B. 01.02.1990', DMY_DOT],
  ['Date of birth', null],
  ['Geburtsdatum', null],
  ['MM.JJJJ', { order: ['m', 'y'], separator: '.', shortYear: false }],
  ['Employed since (MM/YYYY)', { order: ['m', 'y'], separator: '/', shortYear: false }],
  ['mm/aa', { order: ['m', 'y'], separator: '/', shortYear: true }],
];

/** One day written in each format. */
const FORMATTED: Array<[DateFormat, string]> = [
  [DMY_SLASH, '14/03/1990'],
  [MDY_SLASH, '03/14/1990'],
  [DMY_DOT, '14.03.1990'],
  [DMY_DASH, '14-03-1990'],
  [YMD_DASH, '1990-03-14'],
  [{ ...DMY_SLASH, shortYear: true }, '14/03/90'],
  [{ order: ['m', 'y'], separator: '.', shortYear: false }, '03.1990'],
];

describe('dates', () => {
  it.each(DATES)('parseDate(%j) → %j', (text, expected) => {
    expect(parseDate(text)).toEqual(expected);
  });

  it.each(DAY_FIRST)('parseDate(%j, dayFirst) → %j', (text, expected) => {
    expect(parseDate(text, { dayFirst: true })).toEqual(expected);
  });

  it.each(DATE_HINTS)('dateFormatOf(%j) → %j', (hint, expected) => {
    expect(dateFormatOf(hint)).toEqual(expected);
  });

  it.each(FORMATTED)('formatDate(14 March 1990, %j) → %s', (format, expected) => {
    expect(formatDate(date(1990, 3, 14), format)).toBe(expected);
  });
});

/** Answers in the supported languages (null: neither yes nor no). */
const ANSWERS: Array<[string, boolean | null]> = [
  ['Yes', true],
  ['yes', true],
  ['Y', true],
  ['No', false],
  ['N', false],
  ['Ja', true],
  ['Nein', false],
  ['Oui', true],
  ['Non', false],
  ['Sí', true],
  ['Si', true],
  ['Sì', true],
  ['Sim', true],
  ['Não', false],
  ['Nee', false],
  ['Yes, I am authorised to work in the UK', true],
  ['No, I will require sponsorship', false],
  ['Ja, gerne', true],
  ['Nein, danke', false],
  ['Oui, je le suis', true],
  ['Sí, tengo permiso de trabajo', true],
  ['Não, obrigado', false],
  ['keine', false],
  ['Aucune', false],
  ['geen', false],
  ['Keine Angabe', null],
  ['Nessuna preferenza', null],
  ['Maybe', null],
  ['Prefer not to say', null],
  ['', null],
];

describe('yesNo', () => {
  it.each(ANSWERS)('%j → %s', (text, expected) => {
    expect(yesNo(text)).toBe(expected);
  });
});

/** Option texts and numbers: whether the option holds the number. */
const HOLDS: Array<[string, number, boolean]> = [
  ['9–12 years', 10, true],
  ['9–12 years', 9, true],
  ['9–12 years', 12, true],
  ['9–12 years', 13, false],
  ['3-5 years', 2, false],
  ['201–500', 350, true],
  ['201–500', 501, false],
  ['201–500 employees', 201, true],
  ['11-50 employees', 11, true],
  ['Less than 30 hours', 29, true],
  ['Less than 30 hours', 30, false],
  ['Less than 1 year', 0, true],
  ['Up to 10', 10, true],
  ['Up to 10', 11, false],
  ['10+ years', 12, true],
  ['10+ years', 9, false],
  ['1,000+', 2500, true],
  ['500 or more', 600, true],
  ['More than 12 years', 13, true],
  ['More than 12 years', 12, false],
  ['$50k – $75k', 60000, true],
  ['$50k – $75k', 80000, false],
  ['€40,000 – €50,000', 45000, true],
  ['Mehr als 50.000 €', 60000, true],
  ['bis 30.000 €', 30000, true],
  ['Weniger als 20 Stunden', 10, true],
  ['Plus de 10 ans', 11, true],
  ['Plus de 10 ans', 10, false],
  ['De 3 à 5 ans', 4, true],
  ['De 1 a 3 años', 2, true],
  ['Meer dan 5 jaar', 6, true],
  ['Mais de 10 anos', 15, true],
  ['Fino a 5 anni', 5, true],
];

const options = (...texts: string[]): Option[] => [
  { value: '', text: 'Select…' },
  ...texts.map((text, i) => ({ value: `opt${i}`, text })),
];

const EXPERIENCE = options(
  'Less than 1 year',
  '1–2 years',
  '3–5 years',
  '6–8 years',
  '9–12 years',
  'More than 12 years',
);
const COMPANY_SIZE = options('1–10', '11–50', '51–200', '201–500', '501–1000', '1000+');
const HOURS = options('Less than 30 hours', '30–40 hours', 'More than 40 hours');
const SALARY_DE = options('bis 30.000 €', '30.001 € – 50.000 €', '50.001 € – 70.000 €', 'mehr als 70.000 €');
const SALARY_AMOUNTS = options('30.000 €', '50.000 €', '70.000 €');
const STATES = options('CA - California', 'NY - New York', 'TX - Texas');
const EXPERIENCE_YEARS = options('0-1', '2-5', '6-10', '11-15', '15+');
const GRADUATION = options('Before 2010', '2010-2015', '2016-2020');
const MARITAL_PT = options('Selecione', 'Solteiro(a)', 'Casado(a)', 'Divorciado/a', 'Viúvo(a)');
const MARITAL_FR = options('Célibataire', 'Marié(e)', 'Pacsé(e)', 'Divorcé(e)');
const HOUSING = options('Own', 'Rent', 'Live with parents');
const YES_NO_DE = [
  { value: 'j', text: 'Ja' },
  { value: 'n', text: 'Nein' },
];
const YES_NO_FR = [
  { value: '1', text: 'Oui' },
  { value: '0', text: 'Non' },
];

const NOTICE_DE: Option[] = [
  'Keine / sofort verfügbar',
  '2 Wochen',
  '1 Monat',
  '2 Monate',
  '3 Monate',
  'Mehr als 3 Monate',
].map((text, i) => ({ value: String(i), text }));
const NOTICE_PT: Option[] = [
  { value: '30', text: 'Até 30 dias' },
  { value: '60', text: '31 a 60 dias' },
  { value: '90', text: 'Mais de 60 dias' },
];

/** Options, the template's values and the option a person would pick (null: none fits). */
/** A self-identification list written as statements, as US job applications ask it. */
const VETERAN = options(
  'I identify as one or more of the classifications of protected veteran',
  'I am not a protected veteran',
  "I don't wish to answer",
);
const VETERAN_TWO_NOTS = options('I am a protected veteran', 'I am not a protected veteran', 'I prefer not to say');

const PICKS: Array<[string, Option[], string[], string | null]> = [
  ['years in a range', EXPERIENCE, ['10'], '9–12 years'],
  ['years with a unit', EXPERIENCE, ['10 years'], '9–12 years'],
  ['years above the last range', EXPERIENCE, ['15'], 'More than 12 years'],
  ['no experience yet', EXPERIENCE, ['0'], 'Less than 1 year'],
  ['employees in a range', COMPANY_SIZE, ['350'], '201–500'],
  ['employees on a range border', COMPANY_SIZE, ['11'], '11–50'],
  ['employees above the last range', COMPANY_SIZE, ['2500'], '1000+'],
  ['hours below a bound', HOURS, ['25'], 'Less than 30 hours'],
  ['hours in a range', HOURS, ['40'], '30–40 hours'],
  ['a euro salary above the last range', SALARY_DE, ['80000'], 'mehr als 70.000 €'],
  ['a euro amount as written', SALARY_AMOUNTS, ['50.000 €'], '50.000 €'],
  ['a state by its name', STATES, ['Texas'], 'TX - Texas'],
  ['a word by its stem', HOUSING, ['Renting'], 'Rent'],
  ['English yes for German options', YES_NO_DE, ['Yes'], 'Ja'],
  ['English no for French options', YES_NO_FR, ['No'], 'Non'],
  ['nothing that fits', HOUSING, ['Purple'], null],
  ['a status written for either sex', MARITAL_PT, ['casada'], 'Casado(a)'],
  ['a status written with a slash', MARITAL_PT, ['divorciado'], 'Divorciado/a'],
  ['a French status with its (e)', MARITAL_FR, ['mariée'], 'Marié(e)'],
  ['words whose numbers agree', NOTICE_DE, ['3 Monate zum Monatsende'], '3 Monate'],
  ['months counted in days of 30', NOTICE_PT, ['2 meses'], '31 a 60 dias'],
  ['never a calendar year as a count of years', EXPERIENCE_YEARS, ['2014'], null],
  ['a calendar year in a list of years', GRADUATION, ['2014'], '2010-2015'],
  ['no for statements: the one that says not', VETERAN, ['No'], 'I am not a protected veteran'],
  ['no for statements of which two say not: none', VETERAN_TWO_NOTS, ['No'], null],
  ['yes for statements: none', VETERAN, ['Yes'], null],
];

describe('options', () => {
  it.each(HOLDS)('%j holds %d: %s', (text, n, expected) => {
    expect(optionHoldsNumber(text, n)).toBe(expected);
  });

  it.each(PICKS)('%s', (_what, choices, wanted, expected) => {
    expect(pickOption(choices, wanted)?.text ?? null).toBe(expected);
  });
});

/** Countries written as names in many languages, or as codes, and their ISO alpha-2 code. */
const COUNTRIES: Array<[string, string | undefined]> = [
  ['Deutschland', 'DE'],
  ['Germany', 'DE'],
  ['Allemagne', 'DE'],
  ['Alemania', 'DE'],
  ['Duitsland', 'DE'],
  ['Germania', 'DE'],
  ['Alemanha', 'DE'],
  ['Países Bajos', 'NL'],
  ['Nederland', 'NL'],
  ['Niederlande', 'NL'],
  ['Pays-Bas', 'NL'],
  ['Paesi Bassi', 'NL'],
  ['The Netherlands', 'NL'],
  ['Holland', 'NL'],
  ['Verenigde Staten', 'US'],
  ['Vereinigte Staaten', 'US'],
  ['États-Unis', 'US'],
  ['Estados Unidos', 'US'],
  ['United States of America', 'US'],
  ['Royaume-Uni', 'GB'],
  ['United Kingdom', 'GB'],
  ['UK', 'GB'],
  ['España', 'ES'],
  ['Spanje', 'ES'],
  ['Schweiz', 'CH'],
  ['Suisse', 'CH'],
  ['Svizzera', 'CH'],
  ['Österreich', 'AT'],
  ['Brasil', 'BR'],
  ['Россия', 'RU'],
  ['Ελλάδα', 'GR'],
  ['日本', 'JP'],
  ['DE', 'DE'],
  ['de', 'DE'],
  ['DEU', 'DE'],
  ['NLD', 'NL'],
  ['USA', 'US'],
  ['fra', 'FR'],
  ['Atlantis', undefined],
];

/** States, provinces and Länder: a value, the template's country, and a way it must also be written. */
const REGIONS: Array<[string, string | undefined, string]> = [
  ['TX', undefined, 'Texas'],
  ['Texas', undefined, 'TX'],
  ['CA', undefined, 'California'],
  ['ON', undefined, 'Ontario'],
  ['Ontario', undefined, 'ON'],
  ['Bayern', 'DE', 'BY'],
  ['BY', 'Deutschland', 'Bayern'],
  ['BY', 'Germany', 'Bayern'],
  ['Nordrhein-Westfalen', 'DE', 'NW'],
  ['NW', 'DE', 'Nordrhein-Westfalen'],
  ['SP', 'BR', 'São Paulo'],
  ['SP', 'Brasil', 'São Paulo'],
  ['São Paulo', 'Brasil', 'SP'],
  ['MG', 'Brazil', 'Minas Gerais'],
  ['Noord-Holland', 'NL', 'NH'],
];

describe('countries and regions', () => {
  it.each(COUNTRIES)('countryCode(%j) → %s', (value, expected) => {
    expect(countryCode(value)).toBe(expected);
  });

  it('writes a country every way: as given, its codes, then its names', () => {
    const variants = countryVariants('Deutschland', 'fr');
    expect(variants.slice(0, 4)).toEqual(['Deutschland', 'DE', 'DEU', 'Allemagne']);
    expect(variants).toEqual(expect.arrayContaining(['Germany', 'Alemania', 'Duitsland', 'Germania', 'Alemanha']));
    expect(countryVariants('Países Bajos', 'de')).toEqual(expect.arrayContaining(['NL', 'NLD', 'Niederlande']));
    expect(countryVariants('Verenigde Staten', 'en')).toEqual(expect.arrayContaining(['US', 'USA', 'United States']));
  });

  it.each([
    ['British', 'en', 'United Kingdom'],
    ['Irish', 'en', 'Ireland'],
    ['Deutsch', 'de', 'Deutschland'],
    ['française', 'fr', 'France'],
    ['colombiana', 'es', 'Colombia'],
    ['United Kingdom', 'en', 'British'],
    ['Frankreich', 'fr', 'française'],
  ])('nationalityVariants(%j, %s) holds %j', (value, lang, expected) => {
    const variants = nationalityVariants(value, lang);
    expect(variants[0]).toBe(value);
    expect(variants).toContain(expected);
  });

  it('keeps a nationality it does not know as given', () => {
    expect(nationalityVariants('American')).toEqual(['American']);
  });

  it('keeps an unknown country as given', () => {
    expect(countryVariants(' Atlantis ')).toEqual(['Atlantis']);
  });

  it.each(REGIONS)('regionVariants(%j, %s) holds %j', (value, country, expected) => {
    const variants = regionVariants(value, country);
    expect(variants[0]).toBe(value);
    expect(variants).toContain(expected);
  });

  it('keeps an unknown region as given', () => {
    expect(regionVariants('Narnia')).toEqual(['Narnia']);
  });
});

/** Labels, names and ids, and the words the rules read (letters of every script kept). */
const WORDS: Array<[string, string]> = [
  ['Фамилия', 'фамилия'],
  ['Имя и фамилия:', 'имя и фамилия'],
  ['ДатаРождения', 'дата рождения'],
  ['Ονοματεπώνυμο', 'ονοματεπωνυμο'],
  ['Ημερομηνία γέννησης*', 'ημερομηνια γεννησης'],
  ['姓名', '姓名'],
  ['電話番号', '電話番号'],
  ['Straße und Hausnr.*', 'strasse und hausnr'],
  ['Prénom :', 'prenom'],
  ['Código postal (CP)', 'codigo postal cp'],
  ['E-Mail-Adresse', 'e mail adresse'],
  ['Body$ShippingAddress$_firstName', 'body shipping address first name'],
  ['address_line2', 'address line 2'],
];

describe('words', () => {
  it.each(WORDS)('%j → %j', (text, expected) => {
    expect(words(text)).toBe(expected);
  });
});

describe('stems', () => {
  it.each([
    ['N° de contrat', ['number', 'contra']],
    ['Nº de contrato', ['number', 'contra']],
    ['Nro. de documento', ['number', 'docume']],
    ['Account #', ['accoun', 'number']],
    ['Numéro de contrat', ['number', 'contra']],
    ['No. of children', ['number', 'childr']],
    ['No. exterior', ['number', 'exteri']],
    ['No.', ['no']],
    ['Weekly rent', ['week', 'rent']],
    ['Mornings', ['morn']],
    ['Morning', ['morn']],
    ['Rent per week', ['rent', 'week']],
    ['Monatliche Miete', ['monat', 'miet']],
    ['Miete pro Monat', ['miet', 'pro', 'monat']],
    ['Early start', ['early', 'start']],
    ['Daily limit', ['daily', 'limit']],
  ])('%j → %j', (text, expected) => {
    expect(stems(text)).toEqual(expected);
  });
});

/** Labels naming a kind of document number in each language, and the kind (null: none). */
const DOCUMENT_KINDS: Array<[string, string | null]> = [
  ['National Insurance Number', 'socialSecurity'],
  ['AHV-Nummer', 'socialSecurity'],
  ['Numéro AVS 13 chiffres', 'socialSecurity'],
  ['N° de sécurité sociale', 'socialSecurity'],
  ['Steuerliche Identifikationsnummer', 'taxId'],
  ['Steuer-ID', 'taxId'],
  ['CPF (obrigatório)', 'taxId'],
  ['Codice fiscale', 'taxId'],
  ['Burgerservicenummer (BSN)', 'personalNumber'],
  ['IBAN-rekeningnummer', 'iban'],
  ['Mijn IBAN (ING)', 'iban'],
  ['N° du permis de conduire', 'drivingLicence'],
  ['Driving licence number', 'drivingLicence'],
  ['Licence no.', 'drivingLicence'],
  ['Versichertennummer', 'insurance'],
  ['Policy number', 'insurance'],
  ['N° de contrat', 'insurance'],
  ['Nº de póliza', 'insurance'],
  ['N. polizza', 'insurance'],
  ['Health insurance card number (RAMQ)', 'insurance'],
  ['Número de viajero frecuente', 'frequentFlyer'],
  ['Partita IVA', 'vat'],
  ['Carta d’identità elettronica', 'idCard'],
  ['Número de documento', null],
  ['How many miles do you drive a year?', null],
];

/** Labels about a document that ask for something other than its number. */
const DOCUMENT_DETAILS: Array<[string, boolean]> = [
  ['Passport expiry', true],
  ['Date de délivrance du passeport', true],
  ['Clé du numéro de sécurité sociale', true],
  ['Carta d’identità valida fino al', true],
  ['OHIP version code', true],
  ['Passport number', false],
  ['IBAN', false],
];

describe('documents', () => {
  it.each(DOCUMENT_KINDS)('%s → kind %s', (label, kind) => {
    expect(documentKindInText(label)).toBe(kind);
  });

  it.each(DOCUMENT_DETAILS)('%s → a detail: %s', (label, detail) => {
    expect(namesDocumentDetail(label)).toBe(detail);
  });
});

/** Amounts as templates write them, and their whole number alone (null: none to give). */
const PLAIN_NUMBERS: Array<[string, string | null]> = [
  ['78.000 € brutto im Jahr', '78000'],
  ['68.000 € brutto/Jahr', '68000'],
  ['£85k', '85000'],
  ['$130,000 base', '130000'],
  ['2 640 € par mois', '2640'],
  ['€ 3.400 bruto per maand', '3400'],
  ['168 cm', '168'],
  ['1,65 m', null],
  ['60-70k', null],
  ['about 13,000 or 14,000', null],
];

/** Help texts that ask for a number alone, in each language. */
const NUMBERS_ONLY: Array<[string, boolean]> = [
  ['Brutto-Jahresgehalt in Euro, bitte nur Zahlen', true],
  ['En centimètres, sans virgule', true],
  ['Numbers only, no currency sign', true],
  ['Solo números', true],
  ['Alleen cijfers', true],
  ['Apenas números', true],
  ['Solo numeri', true],
  ['Your expected salary', false],
];

describe('amounts', () => {
  it.each(PLAIN_NUMBERS)('%s → %s', (text, number) => {
    expect(plainNumber(text)).toBe(number);
  });

  it.each(NUMBERS_ONLY)('%s → asks a number alone: %s', (text, asks) => {
    expect(asksNumberOnly(text)).toBe(asks);
  });
});

/** Labels asking who or where issued a document, in every supported language, and others that do not. */
const ISSUERS: Array<[string, boolean]> = [
  ['Issued by', true],
  ['Country of issue', true],
  ['Ausstellungsland', true],
  ['Ausgestellt von', true],
  ['Pays de délivrance', true],
  ['Délivré en', true],
  ['País de expedición', true],
  ['País emissor', true],
  ['Órgão emissor', true],
  ['Rilasciato da', true],
  ['Emessa da', true],
  ['Land van afgifte', true],
  ['Afgegeven door', true],
  ['Date of issue', false],
  ['Data di rilascio', false],
  ['País de residência', false],
  ['Country', false],
];

describe('a document’s issuer', () => {
  it.each(ISSUERS)('%s → asks the issuer: %s', (text, asks) => {
    expect(namesIssuer(text)).toBe(asks);
  });
});

describe('lists of jobs and of schooling', () => {
  it.each<[string, boolean]>([
    ['Current job', true],
    ['Poste actuel', true],
    ['Aktuelle Stelle', true],
    ['Puesto actual', true],
    ['Huidige functie', true],
    ['Emprego atual', true],
    ['Impiego attuale', true],
    ['Contact details', false],
    ['Jobstown address', false],
  ])('%s → a group about a job: %s', (text, job) => {
    expect(namesJobGroup(text)).toBe(job);
  });

  it.each<[string, 'jobs' | 'schooling' | null]>([
    ['WorkExperience[', 'jobs'],
    ['we_', 'jobs'],
    ['berufserfahrung_', 'jobs'],
    ['experiencia_laboral_', 'jobs'],
    ['education[', 'schooling'],
    ['edu_', 'schooling'],
    ['ausbildung_', 'schooling'],
    ['opleiding-', 'schooling'],
    ['attendee.', null],
    ['guest_', null],
  ])('code name %s → a copy of %s', (group, of) => {
    expect(historyOfCodeName(group)).toBe(of);
  });

  it.each<[string, HistoryKind | null]>([
    ['Grad school', 'schooling'],
    ['College (undergrad)', 'schooling'],
    ['Education 2', 'schooling'],
    ['Baccalauréat ou équivalent', 'schooling'],
    ['Estudios secundarios', 'schooling'],
    ['Titolo di accesso (diploma di scuola secondaria superiore)', 'schooling'],
    ['Job before that', 'jobs'],
    ['Position 1', 'jobs'],
    ['Berufserfahrung', 'jobs'],
    ['Stage(s) effectué(s)', 'jobs'],
    ['Personal information', null],
    ['Home address', null],
  ])('title %s → an entry of %s', (title, kind) => {
    expect(historyKindOfTitle(title)).toBe(kind);
  });

  it.each<[string, HistoryPart | null]>([
    ['Start month', 'start'],
    ['Since', 'start'],
    ['From', 'start'],
    ['Du', 'start'],
    ['Fecha de inicio', 'start'],
    ['Graduated', 'end'],
    ['Year completed', 'end'],
    ["Année d'obtention", 'end'],
    ['Anno di conseguimento', 'end'],
    ['To', 'end'],
    ['I currently work here', 'current'],
    ['Institution', 'school'],
    ['Établissement', 'school'],
    ['Degree', 'degree'],
    ['Major / Field of study', 'field'],
    ['Studiengang', 'field'],
    // Names several parts and no date: none.
    ['Graduation / Diploma Course', null],
    ['Reason for leaving', null],
    ['Moyenne générale obtenue', null],
    ['Office location', null],
  ])('label %s → the part %s', (label, part) => {
    expect(historyPartOf(label)).toBe(part);
  });

  it.each<[string, DegreeLevel | null]>([
    ['M.S.', 'master'],
    ["Master's Degree", 'master'],
    ['B.A.', 'bachelor'],
    ["Bachelor's Degree", 'bachelor'],
    ['B.Tech/B.E.', 'bachelor'],
    ['Licence Économie et gestion', 'bachelor'],
    ['Bac+2 (BTS, DUT)', 'associate'],
    ['Bac+3 (Licence, BUT)', 'bachelor'],
    ['Baccalauréat', 'secondary'],
    ['Laurea magistrale in Giurisprudenza', 'master'],
    ['Laurea triennale', 'bachelor'],
    ['Técnico superior (grado superior)', 'associate'],
    ['Grado en Derecho', 'bachelor'],
    ['PhD', 'doctorate'],
    ['Abitur', 'secondary'],
    ['Information Studies', null],
  ])('degree %s → the level %s', (degree, level) => {
    expect(degreeLevelOf(degree)).toBe(level);
  });

  it.each<[string, DatePart | null]>([
    ['Start month', 'month'],
    ['End date year', 'year'],
    ['Anno', 'year'],
    ['MM/YYYY', null],
    ['Start date', null],
  ])('label %s → the date piece %s', (label, part) => {
    expect(datePartOf(label)).toBe(part);
  });
});

describe('honorifics and the sex they say', () => {
  it('reads the sex of a title in every language, none for Dr or Mx', () => {
    const rows: Array<[string, 'female' | 'male' | null]> = [
      ['Sr.', 'male'],
      ['Herr', 'male'],
      ['M.', 'male'],
      ['Sra.', 'female'],
      ['Frau', 'female'],
      ['Mme', 'female'],
      ['Mevr.', 'female'],
      ['Dr.', null],
      ['Mx', null],
    ];
    for (const [title, sex] of rows) expect(sexOfHonorific(title), title).toBe(sex);
  });
  it('writes a sex as the titles of its own sex, the person’s own first', () => {
    expect(sexAsHonorifics('Femenino', 'Miss')).toContain('Srta');
    expect(sexAsHonorifics('Femenino', 'Miss')[0]).toBe('Miss');
    expect(sexAsHonorifics('männlich')).toContain('Herr');
    expect(sexAsHonorifics('männlich')).not.toContain('Frau');
    expect(sexAsHonorifics('weiblich', 'Mr')).not.toContain('Herr');
    expect(sexAsHonorifics('divers')).toEqual([]);
  });
});

/** Words of a birth in labels and template wording, in each language; and the noun in a control's name. */
const BIRTH_LABELS: Array<[string, boolean]> = [
  ['Date of birth', true],
  ['Birthday', true],
  ['Born on', true],
  ['Geburtsdatum', true],
  ['Geboren am', true],
  ['Née le', true],
  ['Lieu de naissance', true],
  ['Fecha de nacimiento', true],
  ['Nacida en', true],
  ['Data de nascimento', true],
  ['Nascido em', true],
  ['Data di nascita', true],
  ['Nato il', true],
  ['Geboortedatum', true],
  ['Date of issue', false],
  ['Stubborn stains', false],
  ['Datum', false],
];
const BIRTH_CODES: Array<[string, boolean]> = [
  ['enfant[naissance][jour]', true],
  ['geburt_tag', true],
  ['dob_birth_m', true],
  ['fecha_nacimiento', true],
  ['birthday', false],
  ['geburtsdatum', false],
  ['issue_date', false],
];

describe('births', () => {
  it.each(BIRTH_LABELS)('%s → names a birth: %s', (text, says) => {
    expect(namesBirth(text)).toBe(says);
  });

  it.each(BIRTH_CODES)('%s → holds the noun of birth: %s', (code, holds) => {
    expect(holdsBirthNoun(code)).toBe(holds);
  });
});

describe('a leading ordinal', () => {
  it.each<[string, number | null]>([
    ['2.º Titular', 2],
    ['1.ª Titular', 1],
    ['2nd driver', 2],
    ['2ème conducteur', 2],
    ['2e conducteur', 2],
    ['3rd child', 3],
    ['2 Titular', null],
    ['Titular', null],
    ['Holder 2', null],
    ['20th floor', null],
  ])('%s → %s', (text, number) => {
    expect(leadingOrdinal(text)).toBe(number);
  });
});

describe('an age asked', () => {
  it.each<[string, number | null]>([
    ['Are you at least 18 years of age?', 18],
    ['Are you 21 or older?', 21],
    ['I confirm I am over 18', 18],
    ['Are you over the age of 16?', 16],
    ['Sind Sie volljährig?', 18],
    ['Sind Sie mindestens 16 Jahre alt?', 16],
    ['Avez-vous au moins 18 ans ?', 18],
    ['Êtes-vous majeur(e) ?', 18],
    ['¿Es usted mayor de edad?', 18],
    ['Bent u 18 jaar of ouder?', 18],
    ['Sei maggiorenne?', 18],
    ['Tem mais de 16 anos?', 16],
    ['Age', null],
    ['How many years of experience do you have?', null],
    ['Children under 18', null],
  ])('%s → %s', (text, age) => {
    expect(ageAskedOf(text)).toBe(age);
  });
});

describe('a country in a sentence', () => {
  it.each<[string, string | undefined]>([
    ['Are you legally authorized to work in the United States?', 'US'],
    ['U.S. citizen (born in Houston)', 'US'],
    ['British citizen', 'GB'],
    ['Do you have the right to work in the UK?', 'GB'],
    ['Sind Sie berechtigt, in Deutschland zu arbeiten?', 'DE'],
    ['Do you need a visa to work in Canada or the US?', undefined],
    ['Upload your ID', undefined],
    ['Will you require sponsorship (e.g. H-1B)?', undefined],
  ])('%s → %s', (text, code) => {
    expect(countryInText(text)).toBe(code);
  });

  it.each<[string, boolean]>([
    ['Any day except Monday', true],
    ['Not a US citizen', true],
    ['keine Wochenenden', true],
    ['U.S. citizen', false],
    ['Tuesday and Thursday evenings', false],
  ])('%s says not: %s', (text, not) => {
    expect(negates(text)).toBe(not);
  });
});

describe('namesSelf', () => {
  it.each([
    ['Me', true],
    ['Ik', true],
    ['Moi', true],
    ['Eu', true],
    ['Mes enfants', false],
    ['Mum', false],
  ] as Array<[string, boolean]>)('%s → %s', (text, expected) => {
    expect(namesSelf(text)).toBe(expected);
  });
});

describe('residenceAsked', () => {
  it.each([
    ['Years at this address', 'length'],
    ['Time at current address', 'length'],
    ['Been here', 'length'],
    ['Living here since', 'since'],
    ['Time at address – when did you move in?', 'since'],
    ['Wohnhaft seit', 'since'],
    ['Woonachtig sinds', 'since'],
    ['Reside desde', 'since'],
    ['Desired move-in date', null],
    ['Gewünschter Einzugstermin', null],
    ['Address', null],
  ] as Array<[string, 'since' | 'length' | null]>)('%s → %s', (text, expected) => {
    expect(residenceAsked(text)).toBe(expected);
  });
});
