import type { BlockKind, Concept, ParentRole, PersonKind } from '../index.ts';
import { describeLocale } from './fixture-tables.ts';

/**
 * Labels as French forms write them, and what a person filling the form understands them to ask
 * (null: nothing a profile holds).
 */
const LABELS: Array<[string, Concept | null]> = [
  ['Où je travaille', 'organization'],
  ['Médecin qui vous adresse (si différent)', null],
  ['Adresse du médecin', 'streetAddress'],
  ['Où êtes-vous né(e) ?', 'birthPlace'],
  ['Depuis combien de temps habitez-vous à cette adresse ?', null],
  ['Années en tant que comptable', 'yearsOfExperience'],
  ['Préavis chez mon employeur actuel', 'noticePeriod'],
  ['N°', 'houseNumber'],
  ['Boîte', 'addressLine2'],
  ['Nom et prénom', 'fullName'],
  ['Prénom et nom', 'fullName'],
  ['Indicatif régional', 'telAreaCode'],
  ['Téléphone avec indicatif', 'tel'],
  ['Téléphone (avec indicatif régional)', 'tel'],
  ['Nom de la clinique', null],
  ['Description du poste', null],
  ['Adresse de l’employeur', 'streetAddress'],
  ['Adresse du séjour', null],
  // Names
  ['Prénom*', 'givenName'],
  ['Prénom :', 'givenName'],
  ['Prénoms', 'givenName'],
  ['Nom de famille :', 'familyName'],
  ['Nom de naissance', 'birthFamilyName'],
  ['Nom de jeune fille', 'birthFamilyName'],
  ["Prénom d'usage", 'preferredName'],
  ["Nom d'usage", 'familyName'],
  ['Deuxième prénom', 'middleName'],
  ['Autres prénoms', 'middleName'],
  ['Nom complet', 'fullName'],
  ['Civilité*', 'honorific'],
  // Email and phone
  ['Adresse e-mail', 'email'],
  ['Adresse électronique', 'email'],
  ['Courriel :', 'email'],
  ['E-mail*', 'email'],
  ['Confirmez votre adresse e-mail', 'email'],
  ['Téléphone', 'tel'],
  ['N° de téléphone*', 'tel'],
  ['Téléphone portable', 'tel'],
  ['Portable', 'tel'],
  ['Tél. fixe', 'tel'],
  ['Numéro de mobile', 'tel'],
  ['Indicatif pays', 'telCountryCode'],
  // Birth, sex, nationality
  ['Date de naissance (JJ/MM/AAAA)', 'birthDate'],
  ['Date de naissance*', 'birthDate'],
  ['Né(e) le', 'birthDate'],
  ['Lieu de naissance', 'birthPlace'],
  ['Ville de naissance', 'birthPlace'],
  ['Né(e) à', 'birthPlace'],
  ['Sexe', 'sex'],
  ['Nationalité', 'nationality'],
  // Work
  ['Société', 'organization'],
  ['Entreprise', 'organization'],
  ['Raison sociale', 'organization'],
  ["Nom de l'entreprise", 'organization'],
  ['Employeur actuel', 'organization'],
  ['Fonction', 'jobTitle'],
  ['Poste occupé', 'jobTitle'],
  ['Profession', 'jobTitle'],
  ['Métier', 'jobTitle'],
  // Address
  ['Adresse', 'streetAddress'],
  ['Adresse postale', 'streetAddress'],
  ['Adresse*', 'streetAddress'],
  ['Numéro et libellé de la voie', 'streetAddress'],
  ['Numéro de rue', 'houseNumber'],
  ['N° de voie', 'houseNumber'],
  ['Nom de la rue', 'streetName'],
  ["Complément d'adresse", 'addressLine2'],
  ['Bâtiment, étage, appartement', 'addressLine2'],
  ['Adresse ligne 1', 'addressLine1'],
  ['Code postal*', 'postalCode'],
  ['CP', 'postalCode'],
  ['NPA', 'postalCode'],
  ['Ville', 'city'],
  ['Commune', 'city'],
  ['Localité', 'city'],
  ['Région', 'state'],
  ['Province', 'state'],
  ['Pays', 'country'],
  ['Pays de résidence', 'country'],
  // Web, documents, never
  ['Profil LinkedIn', 'linkedin'],
  ['Numéro de sécurité sociale', 'document'],
  ['N° de passeport', 'document'],
  ["Numéro de carte d'identité", 'document'],
  ['IBAN', 'document'],
  ['SIRET', 'document'],
  ["Nom d'utilisateur", 'never'],
  ['Code promo', 'never'],
  ['Identifiant', 'never'],
  // No concept
  ['Comment avez-vous connu notre site ?', null],
  ['Poste souhaité', null],
  ['Poste recherché', null],
  ['Votre message', null],
  ['Objet', null],
  ['Nombre de salariés', null],
  ["Secteur d'activité", null],
  ['Prétentions salariales', 'salary'],
  ['Date de disponibilité', 'availableFrom'],
  ['Commentaires', null],
];

/** Labels about someone other than the user (null: the user). */
const PEOPLE: Array<[string, PersonKind | null]> = [
  ['Destinataire du cadeau', 'recipient'],
  ['Cadeau pour Julie', 'recipient'],
  ["Personnes autorisées à récupérer l'enfant (autres que les responsables légaux)", 'other'],
  ["L'enfant", 'child'],
  ['Responsable légal 1', 'parent'],
  ['Le tiers impliqué (autre conducteur)', 'other'],
  ['Votre vétérinaire', 'doctor'],
  ['Nom du chien', 'other'],
  ['Co-emprunteuse', 'coApplicant'],
  ['Deuxième emprunteur', 'coApplicant'],
  ['Parrain', 'other'],
  ['Emprunteur', null],
  ['Autres personnes vivant au foyer', 'other'],
  ['Autres personnes à prévenir', 'emergency'],
  ['Nom du bailleur', 'other'],
  ['Nom du collègue', 'other'],
  ['Accompagnateur', 'other'],
  ['Compagnon de voyage', 'other'],
  ['Papa', 'parent'],
  ['Téléphone de maman', 'parent'],
  ["Personne à prévenir en cas d'urgence", 'emergency'],
  ["Contact en cas d'urgence", 'emergency'],
  ['Coordonnées de l’autre personne', 'other'],
  ['Nom du conjoint', 'spouse'],
  ["Prénom de l'enfant", 'child'],
  ['Nom de la fille', 'child'],
  ['Nom de jeune fille', null],
  ['Responsable légal', 'parent'],
  ['Nom du père', 'parent'],
  ['Médecin traitant', 'doctor'],
  ['Co-emprunteur', 'coApplicant'],
  ['Garant (personne physique)', 'guarantor'],
  ['Co-locataire (facultatif)', 'coApplicant'],
  ['2. Le co-demandeur', 'coApplicant'],
  ['Mon mari', 'spouse'],
  ['Ma femme Aïcha', 'spouse'],
  ['Passager 2', 'other'],
  ['Bénéficiaire', 'recipient'],
  ['Références professionnelles', 'reference'],
  ['Prénom', null],
  ['Adresse e-mail', null],
  ['Société', null],
];

/** Labels naming the block (address or phone) a field belongs to. */
const BLOCKS: Array<[string, BlockKind[]]> = [
  ['Adresse du siège social', ['employer']],
  ['Tél. boulot', ['work']],
  ['Adresse de livraison', ['shipping']],
  ['Adresse de facturation', ['billing']],
  ['Téléphone portable', ['mobile']],
  ['Téléphone professionnel', ['work']],
  ['Téléphone fixe', ['home']],
  ['Téléphone domicile', ['home']],
  ['Fax', ['fax']],
  ['Ancienne adresse', ['previous']],
  ['Nouvelle adresse', ['future']],
  ['Adresse après le déménagement', ['future']],
  ['Nouveau mot de passe', []],
  ['Adresse de correspondance', ['mailing']],
  ["Adresse de l'employeur", ['employer']],
  ['Prénom', []],
];

/** Checkbox texts: [text, asks to agree to terms or privacy, offers marketing]. */
const AGREEMENTS: Array<[string, boolean, boolean]> = [
  ["J'accepte les conditions générales de vente*", true, false],
  ["J'ai lu et j'accepte la politique de confidentialité", true, false],
  ["J'accepte les CGU", true, false],
  ['Je souhaite recevoir la newsletter', false, true],
  ["J'accepte de recevoir des offres de vos partenaires", false, true],
  ['Prénom', false, false],
  ['Se souvenir de moi', false, false],
  ['Je souhaite recevoir l’infolettre du cabinet', false, true],
  ['Envoyez-moi des e-mails sur les meilleurs événements près de chez moi', false, true],
];

/** Labels that ask only when the answer differs from one given before. */
const IF_DIFFERENT: Array<[string, boolean]> = [
  ["Adresse de l'autre parent (uniquement s'il/elle n'habite pas avec vous)", true],
  ['Adresse de facturation (si différente)', true],
  ['Adresse de livraison', false],
];

/** Labels that ask how someone is related to the user. */
const RELATIONSHIP: Array<[string, boolean]> = [
  ['En qualité de', true],
  ['Lien avec le patient', true],
  ['Lien de parenté', true],
  ['Lien', true],
  ['Lien de la page', false],
  ['Nom', false],
];

/** A French page is read in French, then English (as the matcher reads a page). */
const PARENTS: Array<[string, ParentRole | null]> = [
  ['Parent 1 (père)', 'father'],
  ['Nom de la mère', 'mother'],
  ['Maman', 'mother'],
  ['Responsable légal', null],
];

const TIMEFRAMES: Array<[string, 'current' | 'wished' | null]> = [
  ['Salaire actuel', 'current'],
  ['Prétentions salariales', 'wished'],
];

describeLocale('French labels', 'fr', {
  labels: LABELS,
  people: PEOPLE,
  blocks: BLOCKS,
  agreements: AGREEMENTS,
  ifDifferent: IF_DIFFERENT,
  relationship: RELATIONSHIP,
  parents: PARENTS,
  timeframes: TIMEFRAMES,
});
