import type { LocaleRules } from './types.ts';

/** French (France, Belgium, Switzerland, Québec). */
export const fr: LocaleRules = {
  lang: 'fr',
  labels: {
    email: '\\b(e ?mail|courriel|adresse (e ?mail|electronique|mail)|mel)\\b',
    telCountryCode: '\\b(indicatif( pays| international| telephonique)?)\\b',
    tel: '\\b(telephone|tel|portable|mobile|gsm|fixe|numero de telephone)\\b',
    honorific: '\\b(civilite|titre de civilite)\\b',
    middleName: '\\b(deuxieme prenom|autres prenoms|second prenom)\\b',
    givenName: '\\b(prenom|prenoms)\\b',
    familyName: '\\b(nom de famille|nom de naissance|nom d usage|nom marital)\\b',
    birthPlace: '\\b(lieu de naissance|ville de naissance|pays de naissance|commune de naissance|ne a|nee a|ne e a)\\b',
    birthDate: '\\b(date de naissance|ne le|nee le|ne e le|anniversaire)\\b',
    nationality: '\\b(nationalite)\\b',
    organization: '\\b(entreprise|societe|employeur|raison sociale|organisme|organisation)\\b',
    jobTitle: '\\b(poste|fonction|profession|metier|intitule du poste|poste actuel|emploi actuel)\\b',
    houseNumber: '\\b(numero de (la )?(rue|voie)|n de (rue|voie)|no de rue|numero de voie)\\b',
    addressLine2: '\\b(complement d adresse|complement|batiment|appartement|etage|escalier|lieu dit)\\b',
    addressLine1: '\\b(adresse ligne 1|ligne 1)\\b',
    postalCode: '\\b(code postal|cp|npa)\\b',
    city: '\\b(ville|commune|localite)\\b',
    state: '\\b(region|departement|province|canton)\\b',
    country: '\\b(pays)\\b',
    document:
      '\\b(numero de securite sociale|securite sociale|passeport|carte d identite|cni|permis de conduire|numero fiscal|iban|bic|rib|siret|siren|tva|numero d allocataire|avs)\\b',
    fullName: '\\b(nom complet|nom et prenom|nom prenom|prenom et nom|prenom nom|noms et prenoms)\\b',
    streetName: '\\bnom de (la )?(rue|voie)\\b',
    streetAddress: '\\b(adresse|rue|voie|adresse postale|numero et rue)\\b',
  },
  weakLabels: { fullName: '\\bnoms?\\b' },
  not: {
    fullName:
      '\\b(entreprise|societe|utilisateur|rue|voie|etablissement|ecole|banque|compte|titulaire|evenement|projet|animal|naissance|jeune fille)\\b',
    jobTitle: '\\b(souhaite|vise|recherche|candidature|postule)\\b',
  },
  never:
    '\\b(nom d utilisateur|identifiant|pseudo|code promo|code de reduction|bon de reduction|carte cadeau|captcha|signature|mot de passe|message cadeau)\\b',
  people: {
    emergency: '\\b(urgence|personne a prevenir|a prevenir|personne a contacter)\\b',
    reference: '\\b(references?|referent)\\b',
    spouse: '\\b(conjoint|conjointe|epoux|epouse|partenaire|concubin|concubine)\\b',
    parent: '\\b(parents?|responsables? lega(l|ux)|representant legal|tuteur|tutrice|pere|mere)\\b',
    child: '\\b(enfants?|eleve|fils|fille|mineur)\\b',
    coApplicant:
      '\\b(co ?emprunteur|co ?titulaire|conducteur secondaire|second conducteur|conducteur additionnel|co ?locataire|garant|caution)\\b',
    recipient: '\\b(beneficiaire|destinataire du cadeau)\\b',
    doctor: '\\b(medecin|medecin traitant|pediatre|dentiste)\\b',
  },
  numberedPeople:
    'passager|voyageur|invite|participant|participante|conducteur|adulte|personne|occupant|membre|beneficiaire',
  blocks: {
    shipping: '\\b(livraison|expedition)\\b',
    billing: '\\b(facturation|facture)\\b',
    home: '\\b(domicile|residence principale|fixe)\\b',
    mailing: '\\b(correspondance|adresse postale)\\b',
    mobile: '\\b(portable|mobile|cellulaire|gsm)\\b',
    work: '\\b(professionnel|professionnelle|travail|bureau)\\b',
    employer: '\\b(employeur|adresse de l entreprise)\\b',
    previous: '\\b(ancienne|ancien|precedente|precedent)\\b',
    fax: '\\b(fax|telecopie)\\b',
  },
  months: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  yes: ['oui'],
  no: ['non'],
  honorifics: {
    mr: ['M', 'Monsieur', 'Mr'],
    mrs: ['Mme', 'Madame'],
    ms: ['Mme', 'Madame'],
    miss: ['Mlle', 'Mademoiselle'],
    dr: ['Dr', 'Docteur'],
    prof: ['Pr', 'Professeur'],
  },
  consent:
    '\\b(cgu|cgv|conditions generales|conditions d utilisation|politique de confidentialite|donnees personnelles|rgpd|traitement de mes donnees|mentions legales|reglement)\\b',
  marketing:
    '\\b(newsletter|lettre d information|offres?|partenaires|promotions|actualites|bons plans|publicite|commerciales|sollicitations)\\b',
  dateFormat: { order: ['d', 'm', 'y'], separator: '/', shortYear: false },
};
