import type { BlockKind, Concept, ParentRole, PersonKind } from '../index.ts';
import { describeLocale } from './fixture-tables.ts';

/**
 * Labels as Italian forms write them, and what a person filling the form understands them to ask
 * (null: nothing a profile holds).
 */
const LABELS: Array<[string, Concept | null]> = [
  ['Sede legale', 'streetAddress'],
  ['Sede', 'streetAddress'],
  ['Dove sei nato?', 'birthPlace'],
  ['Dove lavoro adesso', 'organization'],
  ['Sito personale', 'url'],
  ['Sei autorizzato/a a lavorare in Italia?', 'workPermit'],
  ['Da quanto tempo abita a questo indirizzo?', null],
  ['Anni come sviluppatore', 'yearsOfExperience'],
  ['Preavviso con il datore di lavoro attuale', 'noticePeriod'],
  ['Descrizione del ruolo', null],
  ['Indirizzo del soggiorno', null],
  // Names
  ['Nome*', 'givenName'],
  ['Nome:', 'givenName'],
  ['Cognome*', 'familyName'],
  ['Cognome:', 'familyName'],
  ['Cognome da nubile', 'birthFamilyName'],
  ['Nome preferito', 'preferredName'],
  ['Nome e cognome', 'fullName'],
  ['Nome e cognome*', 'fullName'],
  ['Cognome e nome', 'fullName'],
  ['Nominativo', 'fullName'],
  ['Nome completo', 'fullName'],
  ['Appellativo', 'honorific'],
  // Email and phone
  ['Indirizzo e-mail*', 'email'],
  ['E-mail', 'email'],
  ['Conferma e-mail', 'email'],
  ['Posta elettronica', 'email'],
  // A certified (PEC) address is not the user's everyday email: only a template value labelled PEC answers it.
  ['PEC', null],
  ['Cellulare con prefisso', 'tel'],
  ['Telefono', 'tel'],
  ['Telefono*', 'tel'],
  ['Cellulare', 'tel'],
  ['Numero di telefono', 'tel'],
  ['Recapito telefonico', 'tel'],
  ['Tel. fisso', 'tel'],
  ['Prefisso internazionale', 'telCountryCode'],
  // Birth, sex, nationality
  ['Data di nascita (gg/mm/aaaa)', 'birthDate'],
  ['Data di nascita*', 'birthDate'],
  ['Luogo di nascita', 'birthPlace'],
  ['Comune di nascita', 'birthPlace'],
  ['Nato/a a', 'birthPlace'],
  ['Sesso', 'sex'],
  ['Cittadinanza', 'nationality'],
  ['Nazionalità', 'nationality'],
  // Work
  ['Azienda', 'organization'],
  ['Nome azienda', 'organization'],
  ['Ragione sociale', 'organization'],
  ['Società', 'organization'],
  ['Professione', 'jobTitle'],
  ['Ruolo', 'jobTitle'],
  ['Qualifica', 'jobTitle'],
  // Address
  ['Indirizzo', 'streetAddress'],
  ['Indirizzo*', 'streetAddress'],
  ['Via', 'streetAddress'],
  ['Via/Piazza', 'streetAddress'],
  ['Indirizzo di residenza', 'streetAddress'],
  ['Numero civico', 'houseNumber'],
  ['N. civico', 'houseNumber'],
  ['Civico', 'houseNumber'],
  ['Scala / Interno', 'addressLine2'],
  ['Presso (c/o)', 'addressLine2'],
  ['CAP', 'postalCode'],
  ['C.A.P.*', 'postalCode'],
  ['Codice postale', 'postalCode'],
  ['Città', 'city'],
  ['Comune', 'city'],
  ['Località', 'city'],
  ['Provincia', 'state'],
  ['Prov.', 'state'],
  ['Regione', 'state'],
  ['Paese', 'country'],
  ['Nazione', 'country'],
  ['Stato', 'country'],
  // Web, documents, never
  ['Profilo LinkedIn', 'linkedin'],
  ['Codice fiscale', 'document'],
  ['Partita IVA', 'document'],
  ['Numero passaporto', 'document'],
  ['IBAN', 'document'],
  ['Nome utente', 'never'],
  ['Codice sconto', 'never'],
  // No concept
  ['Numero di dipendenti', null],
  ['Come ci hai conosciuto?', null],
  ['Posizione desiderata', null],
  ['Ruolo desiderato', null],
  ['Messaggio', null],
  ['Oggetto', null],
  ['Note', null],
  ['Stato civile', 'maritalStatus'],
  ['Settore', null],
];

/** Labels about someone other than the user (null: the user). */
const PEOPLE: Array<[string, PersonKind | null]> = [
  ['Chi riceve il regalo?', 'recipient'],
  ['Regalo per Giulia', 'recipient'],
  ['Il presente modulo', null],
  ['Persone autorizzate al ritiro', 'other'],
  ['Dati della controparte', 'other'],
  ['Il tuo veterinario', 'doctor'],
  ['Nome del cane', 'other'],
  ['Secondo intestatario', 'coApplicant'],
  ['Segnalato da', 'other'],
  ['Intestatario', null],
  ['Familiare da associare alla carta', 'other'],
  ['Nome del familiare', 'other'],
  ['Numero componenti nucleo familiare', null],
  ['Altre persone', 'other'],
  ['Nome del collega', 'other'],
  ['Referente 1 – nome e cognome', 'reference'],
  ['Referenti', 'reference'],
  ['Accompagnatore', 'other'],
  ['Papà', 'parent'],
  ['Cellulare mamma', 'parent'],
  ['Contatto di emergenza', 'emergency'],
  ["Dati dell'altra persona", 'other'],
  ['Persona da contattare in caso di emergenza', 'emergency'],
  ['Nome del coniuge', 'spouse'],
  ['Genitore o tutore', 'parent'],
  ['Nome del figlio', 'child'],
  ["Nome dell'alunno", 'child'],
  ['Medico curante', 'doctor'],
  ['Cointestatario', 'coApplicant'],
  ['Passeggero 2', 'other'],
  ['Referenze', 'reference'],
  ['Nome', null],
  ['Indirizzo e-mail', null],
  ['Azienda', null],
];

/** Labels naming the block (address or phone) a field belongs to. */
const BLOCKS: Array<[string, BlockKind[]]> = [
  ['Sede legale', ['employer']],
  ['Domicilio (se diverso dalla residenza)', ['mailing', 'home']],
  ['Indirizzo di residenza', ['home']],
  ['Indirizzo di spedizione', ['shipping']],
  ['Indirizzo di consegna', ['shipping']],
  ['Indirizzo di fatturazione', ['billing']],
  ['Telefono cellulare', ['mobile']],
  ['Telefono ufficio', ['work']],
  ['Telefono di casa', ['home']],
  ['Fax', ['fax']],
  ['Indirizzo precedente', ['previous']],
  ['Nuovo indirizzo', ['future']],
  ['Nuova residenza', ['future', 'home']],
  ['Nuova password', []],
  ['Nome', []],
];

/** Checkbox texts: [text, asks to agree to terms or privacy, offers marketing]. */
const AGREEMENTS: Array<[string, boolean, boolean]> = [
  ["Ho letto e accetto l'informativa sulla privacy*", true, false],
  ['Accetto i termini e le condizioni', true, false],
  ['Iscriviti alla newsletter', false, true],
  ['Acconsento a ricevere comunicazioni commerciali', false, true],
  ['Nome', false, false],
  ['Ricordami', false, false],
  ['Desidero ricevere email sulle nuove offerte', false, true],
];

/** Labels that ask only when the answer differs from one given before. */
const IF_DIFFERENT: Array<[string, boolean]> = [
  ['Indirizzo (solo se non vive con te)', true],
  ['Indirizzo di spedizione (se diverso)', true],
  ['Indirizzo di spedizione', false],
];

/** Labels that ask how someone is related to the user. */
const RELATIONSHIP: Array<[string, boolean]> = [
  ['In qualità di', true],
  ['In qualità di legale rappresentante della società', false],
  ['Grado di parentela', true],
  ['Rapporto con il paziente', true],
  ['Cognome', false],
];

/** A Italian page is read in Italian, then English (as the matcher reads a page). */
const PARENTS: Array<[string, ParentRole | null]> = [
  ['Papà', 'father'],
  ['Cognome della madre', 'mother'],
  ['Genitore 2', null],
];

const TIMEFRAMES: Array<[string, 'current' | 'wished' | null]> = [
  ['RAL attuale (€)', 'current'],
  ['RAL desiderata', 'wished'],
  ['Retribuzione', null],
];

describeLocale('Italian labels', 'it', {
  labels: LABELS,
  people: PEOPLE,
  blocks: BLOCKS,
  agreements: AGREEMENTS,
  ifDifferent: IF_DIFFERENT,
  relationship: RELATIONSHIP,
  parents: PARENTS,
  timeframes: TIMEFRAMES,
});
