import type { LocaleRules } from './types.ts';

/** French (France, Belgium, Switzerland, Québec). */
export const fr: LocaleRules = {
  lang: 'fr',
  labels: {
    salary: '\\b(salaire|pretentions salariales|remuneration|revenus?)\\b',
    noticePeriod: '\\b(preavis)\\b',
    availableFrom: '\\b(disponible a partir|date de disponibilite|disponibilite)\\b',
    yearsOfExperience:
      '\\b(annees (en tant que|comme)|annees d experience|annees de travail|experience professionnelle)\\b',
    sponsorship: '\\b(visa|parrainage)\\b',
    workPermit: '\\b(permis de travail|autorisation de travail|autorise a travailler)\\b',
    height: '\\b(taille)\\b',
    weight: '\\b(poids)\\b',
    maritalStatus: '\\b(situation familiale|etat civil|situation matrimoniale)\\b',
    sex: '\\b(sexe|genre)\\b',
    email: '\\b(e ?mail|courriel|adresse (e ?mail|electronique|mail)|mel)\\b',
    telCountryCode: '\\b(indicatif( pays| international| telephonique)?)\\b',
    telAreaCode: '\\b(indicatif regional|ind reg|indicatif de zone|code regional)\\b',
    tel: '\\b(telephone|tel|portable|mobile|gsm|fixe|numero de telephone)\\b',
    honorific: '\\b(civilite|titre de civilite)\\b',
    middleName: '\\b(deuxieme prenom|autres prenoms|second prenom)\\b',
    preferredName: '\\b(prenom d usage|prenom usuel)\\b',
    birthFamilyName: '\\b(nom de naissance|nom de jeune fille|nom avant (le )?mariage)\\b',
    givenName: '\\b(prenom|prenoms)\\b',
    familyName: '\\b(nom de famille|nom d usage|nom marital)\\b',
    birthPlace:
      '\\b(lieu de naissance|ville de naissance|pays de naissance|commune de naissance|ne a|nee a|ne e a|ou (etes vous|es tu|est il|est elle) ne|ou (etes vous|es tu|est il|est elle) nee|ou (etes vous|es tu|est il|est elle) ne e)\\b',
    birthDate: '\\b(date de naissance|ne le|nee le|ne e le|anniversaire)\\b',
    nationality: '\\b(nationalite)\\b',
    url: '\\b(site web|site internet|page web)\\b',
    organization:
      '\\b(entreprise|societe|employeur|raison sociale|organisme|organisation)\\b|\\bou (je travaille|vous travaillez)( actuellement)?$',
    jobTitle: '\\b(poste|fonction|profession|metier|intitule du poste|poste actuel|emploi actuel)\\b',
    houseNumber: '\\b(numero de (la )?(rue|voie)|n de (rue|voie)|no de rue|numero de voie)\\b|^(n|no)$',
    addressLine2: '\\b(complement d adresse|complement|batiment|appartement|etage|escalier|lieu dit|boite|bte)\\b',
    addressLine1: '\\b(adresse ligne 1|ligne 1)\\b',
    postalCode: '\\b(code postal|cp|npa)\\b',
    city: '\\b(ville|commune|localite)\\b',
    state: '\\b(region|departement|province|canton)\\b',
    country: '\\b(pays)\\b',
    document:
      '\\b(numero de securite sociale|securite sociale|passeport|carte d identite|cni|permis de conduire|numero fiscal|iban|bic|rib|siret|siren|tva|numero d allocataire|avs|numero de membre|fidelite|carte de fidelite)\\b',
    fullName: '\\b(nom complet|nom et prenom|nom prenom|prenom et nom|prenom nom|noms et prenoms)\\b',
    streetName: '\\bnom de (la )?(rue|voie)\\b',
    streetAddress: '\\b(adresse|rue|voie|adresse postale|numero et rue)\\b',
  },
  weakLabels: { fullName: '\\bnoms?\\b' },
  not: {
    telAreaCode: '\\b(avec|incluant) (l )?(indicatif regional|indicatif)\\b',
    telCountryCode: '\\b(indicatif regional|indicatif de zone)\\b|\\b(avec|incluant) (l )?indicatif\\b',
    url: '\\b(concernee?s?|affectee?s?|annonce|offre|produit|article|trouve)\\b',
    organization: '\\b(taille|nombre de salaries|effectif|adresse|preavis)\\b',
    fullName:
      '\\b(entreprise|societe|utilisateur|rue|voie|etablissement|ecole|banque|compte|titulaire|evenement|projet|naissance|jeune fille|clinique)\\b',
    jobTitle: '\\b(souhaite|vise|recherche|candidature|postule|depuis|description|missions)\\b',
    streetAddress:
      '\\b(depuis combien|depuis quand|combien de temps|duree)\\b|\\b(sejour|hebergement|hotel)\\b|\\b(qui|que) (vous |nous |l |les )?(adresse|adressent|a adresse)\\b',
  },
  never:
    '\\b(nom d utilisateur|identifiant|pseudo|code promo|code de reduction|bon de reduction|carte cadeau|captcha|signature|mot de passe|message cadeau)\\b',
  people: {
    emergency: '\\b(urgence|personne a prevenir|a prevenir|personne a contacter)\\b',
    reference: '\\b(references?|referent)\\b',
    spouse: '\\b(conjoint|conjointe|epoux|epouse|partenaire|concubin|concubine|mari|(ma|sa|votre) femme)\\b',
    parent:
      '\\b(?<!autres que (?:les? |la |vos )?)(parents?|responsables? lega(l|ux)|representant legal|tuteur|tutrice|pere|mere|papa|maman)\\b',
    // "Personnes autorisées à récupérer l'enfant": ceux qui vont chercher l'enfant ne sont pas l'enfant.
    child:
      '\\b(?<!(recuperer|chercher) (l |les |votre |vos |mon |ma )?)(enfants?|eleve|fils|(?<!jeune )fille|mineur)\\b',
    coApplicant:
      '\\b((second|seconde|deuxieme) (emprunteur|emprunteuse|titulaire|demandeur|demandeuse|signataire)|co ?signataire|associe|associee|co ?emprunteuse|co ?emprunteur|co ?titulaire|conducteur secondaire|second conducteur|conducteur additionnel|co ?locataire|colocataire|conducteur supplementaire|co ?demandeur|co ?demandeuse)\\b',
    guarantor: '\\b(garant|garante|caution|se porte garant)\\b',
    recipient:
      '\\b(beneficiaire|destinataire du cadeau|cadeau (pour|a)|^cadeau|(recoit|recevra|recevoir) le cadeau)\\b',
    doctor: '\\b(veterinaire|clinique veterinaire|medecin|medecin traitant|pediatre|dentiste)\\b',
    other:
      '\\b(expert comptable|comptable|mandataire|tiers|tiers implique|autre conducteur|autre conductrice|partie adverse|vehicule adverse|autre vehicule|animal|animaux|chien|chienne|chat|chatte|chiot|chaton|collegue|collegues|accompagnateur|accompagnatrice|accompagnant|accompagnante|compagnon de voyage|compagne de voyage|titulaire du compte|occupant|occupants|autre personne|autres personnes|personne supplementaire|membre de la famille|membres de la famille|bailleur|bailleresse|parrain|marraine|recommande par|parraine par|personnes? autorisees?|autres que (le|la|les|vos) (responsables?|parents?))\\b',
  },
  parentRoles: { father: '\\b(pere|papa)\\b', mother: '\\b(mere|maman)\\b' },
  journey: {
    from: '^(de|depuis|origine|expediteur)$',
    to: '^(a|vers|destination|destinataire)$',
    receiver: '\\b(destinataire)\\b',
  },
  timeframes: {
    current: '\\b(actuel|actuelle|actuels|actuellement)\\b',
    wished: '\\b(souhaitee?s?|pretentions?|attendue?s?|visee?s?|desiree?s?)\\b',
  },
  different:
    '\\bsi (different|differente|autre|ce n est pas)\\b|\\bn (habite|vit) pas avec vous\\b|\\bne (vivant|residant|habitant) pas avec vous\\b|\\b(une )?autre adresse\\b|\\badresse differente\\b',
  alternate: '\\b(autre|secondaire|deuxieme|second|alternatif|supplementaire)\\b',
  row: 'rang',
  legalRepresentative: '\\b(representant legal|representante legale|representants legaux)\\b',
  self: '^(moi)$',
  relationship: '\\b(lien de parente|lien avec|lien familial|relation avec|parente)\\b|^(lien|relation|en qualite de)$',
  numberedHolders: 'titulaire',
  numberedPeople:
    'passager|voyageur|invite|participant|participante|conducteur|adulte|personne|occupant|membre|beneficiaire',
  subjects:
    'patient|patiente|participant|participante|adherent|adherente|joueur|joueuse|membre|inscrit|inscrite|demandeur',
  learners: 'eleve',
  history: {
    jobTitles: 'emploi|poste',
    jobCodes: 'emploi',
    schoolCodes: 'formation|etudes',
    schoolTitles:
      '\\b(ecole|etudes|universite|faculte|formation|formations|diplome|diplomes|licence|master|baccalaureat|bac|lycee|cursus|scolarite|doctorat)\\b',
    jobSections:
      '\\b(stages?|experience professionnelle|experiences professionnelles|experiences?|emplois?|postes?|parcours professionnel)\\b',
    parts: {
      current: '\\b(actuel|actuelle|actuellement|en cours|toujours|a ce jour)\\b',
      end: '^(au|a)$|\\b(fin|jusqu|date de fin|obtention|annee d obtention|obtenue? en|termine|terminee)\\b',
      start: '^(du|de|depuis)$|\\b(debut|date de debut|commence|depuis)\\b',
      school: '\\b(etablissement|ecole|universite|lycee|institution|faculte|fac)\\b',
      degree: '\\b(diplome|niveau d etudes|niveau|titre|grade)\\b',
      field: '\\b(specialite|filiere|domaine|discipline|matiere|serie|option)\\b',
    },
    degrees: {
      doctorate: '\\b(doctorat|phd)\\b',
      master: '\\b(master|maitrise|dea|dess|bac 5|diplome d ingenieur|ingenieur)\\b',
      associate: '\\b(bts|dut|bac 2|deug)\\b',
      bachelor: '\\b(licence|bachelor|bac 3)\\b',
      secondary: '\\b(baccalaureat|bac|brevet|cap|bep)\\b',
    },
  },
  dateParts: {
    day: '\\b(jour|jj)\\b',
    month: '\\b(mois|mm)\\b',
    year: '\\b(annee|an|aaaa)\\b',
    date: '\\b(date|dates)\\b',
  },
  blocks: {
    shipping: '\\b(livraison|expedition)\\b',
    billing: '\\b(facturation|facture)\\b',
    home: '\\b(domicile|residence principale|fixe)\\b',
    mailing: '\\b(correspondance|adresse postale)\\b',
    mobile: '\\b(portable|mobile|cellulaire|gsm)\\b',
    work: '\\b(professionnel|professionnelle|travail|bureau|boulot)\\b',
    employer: '\\b(employeur|adresse de l entreprise|siege social|siege de l entreprise|adresse du siege)\\b',
    previous: '\\b(ancienne|ancien|precedente|precedent)\\b',
    future:
      '\\b(nouvelle adresse|nouveau domicile|nouveau logement|nouvelle residence|future adresse|adresse future|adresse apres (le |votre )?demenagement)\\b',
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
  nothing: ['aucun', 'aucune', 'jamais', 'rien'],
  honorifics: {
    mr: ['M', 'Monsieur', 'Mr'],
    mrs: ['Mme', 'Madame'],
    ms: ['Mme', 'Madame'],
    miss: ['Mlle', 'Mademoiselle'],
    dr: ['Dr', 'Dre', 'Docteur', 'Docteure'],
    prof: ['Pr', 'Professeur'],
  },
  sexes: { female: ['féminin', 'femme', 'f'], male: ['masculin', 'homme', 'h', 'm'] },
  consent:
    '\\b(cgu|cgv|conditions generales|conditions d utilisation|politique de confidentialite|donnees personnelles|rgpd|traitement de mes donnees|mentions legales|reglement|j atteste|atteste|certifie|sur l honneur|exactitude|j autorise|mandat de prelevement)\\b',
  agreeing: '^(j|je|nous) (accepte|consens|confirme|ai lu|reconnais)',
  marketing:
    '\\b(participer a des (enquetes|sondages)|newsletter|infolettre|lettre d information|(envoyez moi|recevoir) des (e ?mails|courriels|sms)|nouvelles offres|offres?|partenaires|promotions|actualites|bons plans|publicite|commerciales|sollicitations|tenir informe|tenir informee|prochains evenements|sponsors?|partager mes coordonnees|alertes)\\b',
  documents: {
    iban: '\\b(iban)\\b',
    bic: '\\b(bic|swift)\\b',
    passport: '\\b(passeport)\\b',
    drivingLicence: '\\b(permis de conduire|numero de permis|n du permis|n de permis)\\b',
    frequentFlyer: '\\b(grand voyageur|programme de fidelite|carte de fidelite|numero de fidelite)\\b',
    vat: '\\b(tva|numero de tva|tva intracommunautaire)\\b',
    taxId: '\\b(numero fiscal|identifiant fiscal|numero d identification fiscale|nif)\\b',
    socialSecurity: '\\b(securite sociale|secu|nir|avs|numero avs|nss|carte vitale)\\b',
    personalNumber: '\\b(numero national|numero de registre national|registre national)\\b',
    idCard: '\\b(carte d identite|carte nationale d identite|cni|piece d identite)\\b',
    insurance: '\\b(numero|n|no) (d assure|de police|d adherent|de contrat|de membre)\\b',
  },
  documentDetails:
    '\\b(expiration|validite|valable|delivre|delivree|delivrance|date|lieu|autorite|cle|categorie|depuis|obtention|type|pays)\\b',
  issuer:
    '\\b(delivree? (par|a|en)|pays de delivrance|lieu de delivrance|autorite de delivrance|pays d emission|emis par|emise par)\\b',
  numbersOnly: '\\b(chiffres uniquement|uniquement (des |en )?chiffres|sans virgule|nombre entier|en chiffres)\\b',
  residence: {
    since:
      '\\b(habite (ici )?depuis|domicilie depuis|date d emmenagement|emmenage (le|en)?|a cette adresse depuis|occupe depuis)\\b',
    length:
      '\\b(anciennete (a l adresse|dans le logement|au domicile)|depuis combien de temps|annees a cette adresse)\\b',
  },
  birth: { label: 'naissance|\\bnee? le\\b', code: 'naissance', nee: 'nee|ne e' },
  rightToWork: {
    citizen: '\\b(citoyen|citoyenne|citoyennete|ressortissante?|nationalite)\\b',
    needing: '\\b(besoin|necessite|necessitez)\\b',
  },
  ageAsked: {
    atLeast: '\\b(au moins \\d{2} ans|plus de \\d{2} ans|\\d{2} ans ou plus|\\d{2} ans revolus)\\b',
    legalAge: '\\b(majeur|majeure|majorite)\\b',
    age: '^(votre |ton )?(age|tranche d age|classe d age)$',
  },
  dateFormat: { order: ['d', 'm', 'y'], separator: '/', shortYear: false },
};
