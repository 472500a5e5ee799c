import { normalizeText } from './text.ts';

/**
 * How someone is related to the user or to a child, in every supported language: the answer to a
 * "Relationship" question ("Mother", "Épouse", "Ehemann") and the options that offer it ("Madre",
 * "Conjoint(e) / partenaire", "Hijo(a)"). Words are written as `normalizeText` writes them
 * (lower case, no accents).
 */
export type Kin = 'mother' | 'father' | 'parent' | 'spouse' | 'partner' | 'child' | 'sibling';

const KIN_WORDS: Readonly<Record<Kin, readonly string[]>> = {
  mother: ['mother', 'mom', 'mum', 'mutter', 'mere', 'maman', 'madre', 'mama', 'moeder', 'mae', 'mamma'],
  father: ['father', 'dad', 'vater', 'pere', 'papa', 'padre', 'vader', 'pai', 'babbo'],
  parent: ['parent', 'parents', 'elternteil', 'eltern', 'progenitor', 'ouder', 'genitore', 'genitor'],
  spouse: [
    'spouse',
    'wife',
    'husband',
    'ehepartner',
    'ehepartnerin',
    'ehefrau',
    'ehemann',
    'gatte',
    'gattin',
    'epoux',
    'epouse',
    'mari',
    'conjoint',
    'conjointe',
    'esposo',
    'esposa',
    'conyuge',
    'marido',
    'echtgenoot',
    'echtgenote',
    'conjuge',
    'marito',
    'moglie',
    'coniuge',
  ],
  partner: [
    'partner',
    'partnerin',
    'lebenspartner',
    'lebenspartnerin',
    'lebensgefahrte',
    'lebensgefahrtin',
    'partenaire',
    'compagnon',
    'compagne',
    'pareja',
    'companero',
    'companera',
    'companheiro',
    'companheira',
    'compagno',
    'compagna',
  ],
  child: [
    'child',
    'son',
    'daughter',
    'kind',
    'sohn',
    'tochter',
    'enfant',
    'fils',
    'fille',
    'hijo',
    'hija',
    'zoon',
    'dochter',
    'filho',
    'filha',
    'figlio',
    'figlia',
  ],
  sibling: [
    'sibling',
    'brother',
    'sister',
    'geschwister',
    'bruder',
    'schwester',
    'frere',
    'soeur',
    'hermano',
    'hermana',
    'broer',
    'zus',
    'zuster',
    'irmao',
    'irma',
    'fratello',
    'sorella',
  ],
};

/** Words for a wife or a female partner, and for a husband or a male one, in every supported language. */
const SPOUSE_BY_SEX: ReadonlyArray<['female' | 'male', RegExp]> = [
  [
    'female',
    /\b(wife|ehefrau|gattin|partnerin|lebenspartnerin|frau|epouse|femme|conjointe|compagne|esposa|mujer|companera|echtgenote|vrouw|mulher|companheira|moglie|compagna)\b/,
  ],
  [
    'male',
    /\b(husband|ehemann|gatte|mann|epoux|mari|compagnon|esposo|marido|companero|echtgenoot|man|companheiro|marito|compagno)\b/,
  ],
];

/**
 * The sex of the spouse a text names ("Juliana (esposa)", "My husband", "Mijn vrouw"), or null:
 * none named, or both ("Ehepartner/in").
 */
export function sexOfSpouseWord(text: string): 'female' | 'male' | null {
  const w = normalizeText(text);
  const found = SPOUSE_BY_SEX.filter(([, pattern]) => pattern.test(w)).map(([sex]) => sex);
  return found.length === 1 ? (found[0] ?? null) : null;
}

/** The wider kin a narrower one also is: a mother is a parent. */
const WIDER: Partial<Record<Kin, Kin>> = { mother: 'parent', father: 'parent' };

/**
 * Words that make a kin word another relation: a grandmother, a stepfather, a mother-in-law, a
 * "belle-mère", a "Schwiegervater", a half-brother. A text holding one names no plain kin.
 */
const OTHER_RELATION =
  /\b(grand|grandmother|grandfather|grandparent|grandparents|great|step|stepmother|stepfather|in law|half|foster|god|beau|belle|demi|schwieger\w*|stief\w*|gross\w*|grossmutter|grossvater|oma|opa|abuel\w*|suegr\w*|padrastro|madrastra|hermanastr\w*|schoon\w*|groot\w*|stief|avo|avoa|avos|sogr\w*|nonn\w*|patrigno|matrigna|bis\w*|tutor\w*|tuteur|tutrice|guardian|vormund|voogd|adoptiv\w*|adoptive)\b/;

const PATTERNS: ReadonlyArray<[Kin, RegExp]> = (Object.entries(KIN_WORDS) as Array<[Kin, readonly string[]]>).map(
  ([kin, list]) => [kin, new RegExp(`\\b(${list.join('|')})\\b`)],
);

/** Every plain kin a text names ("Conjoint(e) / partenaire" → spouse and partner); none when it names another relation. */
export function kinsInText(text: string): Kin[] {
  const w = normalizeText(text);
  if (!w || OTHER_RELATION.test(w)) return [];
  return PATTERNS.filter(([, pattern]) => pattern.test(w)).map(([kin]) => kin);
}

/** The one plain kin a short answer names ("Mother", "Esposo", "Ehemann"), else null (none, several, or a sentence). */
export function kinOfAnswer(value: string): Kin | null {
  if (normalizeText(value).split(' ').length > 3) return null;
  const kins = kinsInText(value);
  return kins.length === 1 ? (kins[0] ?? null) : null;
}

/**
 * Of a list's options, the one offering a kin ("Madre" for "Mother", "Cónyuge / pareja" for
 * "Esposo"): the only option naming it, else the only one naming the wider kin ("Parent" for
 * "Mother"); undefined when none or several do.
 */
export function kinOption<T extends { value: string; text: string }>(options: readonly T[], kin: Kin): T | undefined {
  for (const wanted of [kin, WIDER[kin]]) {
    if (!wanted) continue;
    const hits = options.filter((o) => kinsInText(o.text || o.value).includes(wanted));
    if (hits.length === 1) return hits[0];
    if (hits.length > 1) return undefined;
  }
  return undefined;
}

/**
 * Labels that ask for every given name ("Prénoms", "Vornamen", "Voornamen", "Given names",
 * "Nombres", "Nomes", "Nomi"), as `words()` writes them: not just the first name the person uses.
 */
const ALL_GIVEN_NAMES =
  /\b(prenoms|vornamen|voornamen|given names|first names|forenames|nombres|nomes proprios|nomi|(given|first) name s|forename s|prenom s|vorname n|voorna(a)?m(en)? s|nombre s|(first|given) (name )?and (any |all |other )?(your )?middle names?( s)?)\b/;

/** Whether a label asks for all of a person's given names ("Prénoms (état civil)", "Alle Vornamen"). */
export function asksAllGivenNames(label: string): boolean {
  return ALL_GIVEN_NAMES.test(normalizeText(label));
}

/** Whether a field's help text or placeholder shows names separated by commas ("Marie, Louise, Anne", "séparés par une virgule"). */
export function wantsCommaSeparatedNames(text: string): boolean {
  return (
    /\p{L}+, \p{L}+, \p{L}+/u.test(text) ||
    /\b(separes? par (une )?virgules?|separated by (a )?commas?|durch kommas? getrennt|separados por comas?|gescheiden door komma s?|separati da virgol[ae]|separados por virgulas?)\b/.test(
      normalizeText(text),
    )
  );
}
