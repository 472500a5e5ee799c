import type { LocaleRules } from './types.ts';

/** German (Germany, Austria, Switzerland). */
export const de: LocaleRules = {
  lang: 'de',
  labels: {
    salary: '\\b(gehalt|gehaltsvorstellung|gehaltswunsch|einkommen|nettoeinkommen|bruttojahresgehalt)\\b',
    noticePeriod: '\\b(kundigungsfrist)\\b',
    availableFrom: '\\b(verfugbar ab|eintrittstermin|fruhester eintritt|startdatum)\\b',
    yearsOfExperience:
      '\\b(jahre als|berufserfahrung|jahre erfahrung|jahren erfahrung|jahre berufserfahrung|berufsjahre|erfahrung in jahren)\\b',
    sponsorship: '\\b(visum|sponsoring)\\b',
    workPermit: '\\b(arbeitserlaubnis|arbeitsgenehmigung)\\b',
    height: '\\b(grosse|korpergrosse)\\b',
    weight: '\\b(gewicht|korpergewicht)\\b',
    maritalStatus: '\\b(familienstand)\\b',
    sex: '\\b(geschlecht)\\b',
    email: '\\b(e ?mail|e ?mail ?adresse|mailadresse)\\b',
    telCountryCode: '\\b(landesvorwahl|landervorwahl|internationale vorwahl)\\b',
    telAreaCode: '\\b(vorwahl|ortsvorwahl)\\b',
    tel: '\\b(telefon|telefonnummer|tel|handy|handynummer|mobil|mobilnummer|mobiltelefon|rufnummer|festnetz|fon|festnetznummer|festnetz)\\b',
    honorific: '\\b(anrede)\\b',
    middleName: '\\b(zweiter vorname|weitere vornamen)\\b',
    preferredName: '\\b(rufname)\\b',
    familyNamePrefix: '\\b(namensvorsatz|vorsatzwort|namenszusatz)\\b',
    birthFamilyName:
      '\\b(geburtsname|geburtsnachname|madchenname|(familien|nach)?name vor der (ersten )?(ehe|eheschliessung|heirat))\\b|^geborene$',
    givenName: '\\b(vorname|vornamen)\\b',
    familyName: '\\b(nachname|familienname|zuname)\\b',
    birthPlace:
      '\\b(geburtsort|geburtsland|geboren in|wo (sind|ist|bist) (sie|du|er|es|das kind) geboren|wo wurden sie geboren)\\b',
    birthDate: '\\b(geburtsdatum|geburtstag|geb datum|geboren am|geb)\\b',
    nationality: '\\b(staatsangehorigkeit|staatsburgerschaft|nationalitat)\\b',
    url: '\\b(webseite|website|homepage|internetseite)\\b',
    organization:
      '\\b(firma|unternehmen|arbeitgeber|firmenname|organisation|betrieb|unternehmens|firmenname|arbeitgebers)\\b',
    jobTitle: '\\b(beruf|berufsbezeichnung|position|stellung|tatigkeit|jobtitel|ausgeubter beruf|rolle)\\b',
    houseNumberSuffix: '\\b(hausnummernzusatz)\\b',
    houseNumber: '\\b(hausnummer|hausnr|haus nr|nr)\\b',
    addressLine2: '\\b(adresszusatz|adresszeile 2|zusatz|c o|stockwerk|etage|wohnung)\\b',
    addressLine1: '\\b(adresszeile 1)\\b',
    postalCode: '\\b(plz|postleitzahl)\\b',
    city: '\\b(ort|stadt|wohnort|ortschaft|gemeinde|wohngemeinde|wohnsitzgemeinde)\\b',
    state: '\\b(bundesland|kanton)\\b',
    country: '\\b(land|staat|wohnsitzland|herkunftsland)\\b',
    document:
      '\\b(personalausweis|ausweisnummer|reisepass|passnummer|fuhrerschein|steuernummer|steuer id|steueridentifikationsnummer|sozialversicherungsnummer|iban|bic|kontonummer|bankleitzahl|blz|versichertennummer|krankenversichertennummer|ust id|kundennummer|mitgliedsnummer|personalausweisnummer|reisepassnummer|ausweisnr)\\b',
    fullName:
      '\\b(vollstandiger name|vor und nachname|vor und zuname|vorname und (nach|zu)?name|(nach|zu)?name und vorname)\\b',
    streetName: '\\b(strassenname)\\b',
    streetAddress:
      '\\b(strasse|str|anschrift|adresse|wohnadresse|heimadresse|privatadresse|wohnanschrift|privatanschrift)\\b',
  },
  weakLabels: { fullName: '\\bname\\b' },
  not: {
    telCountryCode: '\\b(mit|inkl|inklusive) (der )?(landesvorwahl|landervorwahl|internationaler vorwahl)\\b',
    telAreaCode: '\\b(mit|inkl|inklusive) (der )?(vorwahl|ortsvorwahl)\\b',
    url: '\\b(betroffene[nrs]?|fehlerhafte[nrs]?|stellenanzeige|anzeige|produkt|artikel|gefunden)\\b',
    organization: '\\b(grosse|mitarbeiterzahl|anzahl der mitarbeiter|adresse|anschrift|strasse|kundigungsfrist)\\b',
    fullName:
      '\\b(firma|firmenname|unternehmen|schule|bank|konto|kontoinhaber|benutzer|veranstaltung|projekt|mutter|vater|geburtsname|klinik|tierklinik)\\b',
    country: '\\b(bundesland)\\b',
    jobTitle: '\\b(gewunschte|angestrebte|bewerben|seit|aufgaben|\\w*beschreibung)\\b',
    streetAddress: '\\b(wie lange|seit wann|wohndauer)\\b|\\b(unterkunft|hotel)\\b',
  },
  never:
    '\\b(benutzername|anmeldename|gutschein|gutscheincode|rabattcode|aktionscode|captcha|sicherheitsfrage|unterschrift|passwort|kennwort)\\b',
  people: {
    emergency: '\\b(notfall|notfallkontakt|notfallperson|angehorige|angehoriger|zu benachrichtigen)\\b',
    reference: '\\b(referenz|referenzen|referenzperson)\\b',
    spouse:
      '\\b(ehepartner|ehepartnerin|ehegatte|ehegattin|lebenspartner|lebenspartnerin|partner|partnerin|ehemann|ehefrau|ehepartners|ehegatten|lebenspartners)\\b',
    parent:
      '\\b(eltern|elternteil|erziehungsberechtigte|erziehungsberechtigter|erziehungsberechtigten|sorgeberechtigte|vater|mutter|vormund|mama|papa|mutti|vati)\\b',
    child: '\\b(kind|kinder|kindes|sohn|tochter|schuler|schulerin|schulers)\\b',
    coApplicant:
      '\\b((zweite[rs]?|weitere[rs]?) (kreditnehmer|kreditnehmerin|darlehensnehmer|darlehensnehmerin|antragsteller|antragstellerin)|mitkreditnehmer|mitkreditnehmerin|mitdarlehensnehmer|mitdarlehensnehmerin|mitantragsteller|mitantragstellerin|mitbewerber|mitbewerberin|zweiter fahrer|weiterer fahrer|zusatzlicher fahrer|mitmieter|mitmieterin)\\b',
    guarantor: '\\b(burge|burgin|burgschaft|burgen)\\b',
    recipient:
      '\\b(geschenkempfanger|geschenkempfangerin|geschenk (fur|an)|^geschenk|(erhalt|bekommt) das geschenk|das geschenk (erhalt|bekommt)|beschenkte|beschenkter|begunstigte|begunstigter)\\b',
    doctor: '\\b(tierarzt|tierarztin|tierarztpraxis|tierklinik|arzt|arztin|hausarzt|hausarztin|zahnarzt|kinderarzt)\\b',
    other:
      '\\b(unfallgegner|unfallgegners|unfallgegnerin|unfallgegnerische|anderer fahrer|anderen fahrers|andere fahrerin|anderes fahrzeug|anderen fahrzeugs|unfallbeteiligter|unfallbeteiligten|haustier|haustiere|hund|hundes|katze|welpe|kollege|kollegin|kollegen|begleitperson|begleiter|begleiterin|mitreisende|mitreisender|vorgesetzter|vorgesetzte|vermieter|vermieters|vermieterin|unterkunftgeber|unterkunftgeberin|unterkunftgebers|vormieter|vormieters|vorvermieter|vorvermieters|vorvermieterin|familienangehorige|familienangehoriger|familienangehorigen|weitere personen|weiteren personen|andere personen|anderen personen|hausverwaltung|familienmitglied|familienmitglieder|familie|kontoinhaber|kontoinhaberin|hauptversicherte|hauptversicherter|hauptversicherten|mitbewohner|empfohlen|empfehlende person|weitere person|weiteren person|andere person|anderen person|zusatzliche person|zusatzlichen person|halter|halters|halterin|fahrzeughalter|fahrzeughalters|fahrzeughalterin|abholberechtigte|abholberechtigten|abholberechtigter|abholberechtigt)\\b',
  },
  parentRoles: { father: '\\b(vater|vaters|vati|papa)\\b', mother: '\\b(mutter|mutti|mama)\\b' },
  journey: {
    from: '^(von|ab|herkunft|absender)$',
    to: '^(nach|an|ziel|empfanger)$',
    receiver: '\\b(empfanger|empfangerin)\\b',
  },
  timeframes: {
    current: '\\b(aktuell\\w*|derzeitig\\w*|jetzig\\w*|momentan\\w*|bisherig\\w*)\\b',
    wished: '\\b(gewunscht\\w*|wunsch\\w*|erwartet\\w*|angestrebt\\w*)\\b|vorstellung',
  },
  different:
    '\\b(falls|wenn) (abweichend|nicht)\\b|\\bnicht (bei|mit) ihnen\\b|\\b(an )?(eine )?andere (liefer|rechnungs)?adresse\\b|\\babweichende (liefer|rechnungs)?(adresse|anschrift)\\b',
  alternate: '\\b(weitere|weiterer|alternative|zweite|zweiter|andere|anderer|anderen|sonstige)\\b',
  row: 'zeile|reihe',
  legalRepresentative: '\\b(gesetzliche[rn]? vertreter(in)?|vertretungsberechtigte[rn]?)\\b',
  self: '^(ich)$',
  relationship: '\\b(beziehung|verwandtschaftsverhaltnis|verwandtschaftsgrad|verhaltnis zu|verwandtschaft)\\b',
  numberedPeople:
    'gast|teilnehmer|teilnehmerin|person|reisender|reisende|fahrer|antragsteller|erwachsener|mitglied|mitreisender',
  subjects:
    'patient|patientin|teilnehmer|teilnehmerin|mitglied|spieler|spielerin|athlet|athletin|antragsteller|antragstellerin',
  learners: 'schuler|schulerin|schulers',
  history: {
    jobTitles: 'beruf|stelle|tatigkeit',
    jobCodes: 'beruf|arbeit|stelle',
    schoolCodes: 'ausbildung|studium|schule',
    schoolTitles:
      '\\b(schule|schulbildung|schulabschluss|studium|hochschule|universitat|uni|fachhochschule|ausbildung|bildungsweg|bildung|abschluss|abitur|bachelor|master|promotion)\\b',
    jobSections:
      '\\b(praktikum|praktika|berufserfahrung|berufliche erfahrung|werdegang|beruflicher werdegang|beschaftigung|beschaftigungen|stelle|stellen|tatigkeit|tatigkeiten|position)\\b',
    parts: {
      current: '\\b(aktuell|derzeit|laufend|bis heute|gegenwartig|noch)\\b',
      end: '^bis$|\\b(ende|beendet|austritt|abschlussjahr|abgeschlossen|bis monat|bis jahr)\\b',
      start: '^(von|ab|seit)$|\\b(beginn|begonnen|start|eintritt|anfang|von monat|von jahr|seit wann)\\b',
      school:
        '\\b(schule|hochschule|universitat|bildungseinrichtung|bildungsstatte|institution|einrichtung|fachhochschule)\\b',
      degree: '\\b(abschluss|abschlussart|akademischer grad|grad|titel)\\b',
      field: '\\b(studiengang|studienfach|fach|fachrichtung|schwerpunkt|ausbildungsberuf)\\b',
    },
    degrees: {
      doctorate: '\\b(promotion|doktor|doktorat|dr|phd)\\b',
      master: '\\b(master|diplom|magister|staatsexamen)\\b',
      bachelor: '\\b(bachelor)\\b',
      secondary:
        '\\b(abitur|fachabitur|fachhochschulreife|hochschulreife|realschulabschluss|mittlere reife|hauptschulabschluss|matura)\\b',
    },
  },
  dateParts: { day: '\\b(tag|tt)\\b', month: '\\b(monat|mm)\\b', year: '\\b(jahr|jjjj)\\b', date: '\\b(datum)\\b' },
  blocks: {
    shipping: '\\b(lieferadresse|lieferanschrift|versandadresse|lieferung|liefer|versand)\\b',
    billing: '\\b(rechnungsadresse|rechnungsanschrift|rechnung|rechnungs|abweichende rechnungsadresse)\\b',
    home: '\\b(wohnadresse|wohnsitz|hauptwohnsitz|privat|privatadresse|meldeadresse|festnetz)\\b',
    mailing: '\\b(postanschrift|postadresse|korrespondenzadresse)\\b',
    mobile: '\\b(mobil|handy|mobilnummer|mobiltelefon|handynummer)\\b',
    work: '\\b(geschaftlich|dienstlich|buro|beruflich)\\b',
    employer:
      '\\b(arbeitgeber|arbeitgebers|firmenadresse|firmentelefon|firmensitz|geschaftssitz|sitz der firma|sitz des unternehmens)\\b',
    previous:
      '\\b(bisherige|bisheriger|bisherigen|alte|alten|fruhere|fruherer|fruheren|vorherige|vorheriger|vorherigen|auszugsadresse|abmeldung)\\b',
    future:
      '\\b((neue|neuen|neuer|kunftige|kunftigen|kunftiger|zukunftige|zukunftigen|zukunftiger) (anschrift|adresse|wohnung|wohnadresse|wohnsitz)|zuzugsadresse|einzugsadresse|wohin ziehen)\\b',
    fax: '\\b(fax|telefax|faxnummer)\\b',
  },
  months: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  yes: ['ja', 'j'],
  no: ['nein'],
  nothing: ['kein', 'keine', 'keiner', 'keines', 'nie', 'niemals'],
  honorifics: { mr: ['Herr', 'Hr'], mrs: ['Frau', 'Fr'], ms: ['Frau', 'Fr'], dr: ['Dr'], prof: ['Prof'] },
  sexes: { female: ['weiblich', 'w', 'frau'], male: ['männlich', 'm', 'mann'], diverse: ['divers', 'd'] },
  consent:
    '\\b(datenschutz|datenschutzerklarung|datenschutzbestimmungen|datenschutzhinweise|agb|allgemeine geschaftsbedingungen|geschaftsbedingungen|nutzungsbedingungen|teilnahmebedingungen|einwilligung|einverstanden|dsgvo|bestatige|versichere|erklare|richtigkeit|wahrheitsgemass|lastschriftmandat|ermachtige|schufa)\\b',
  agreeing: '^(ich|wir) (stimme|stimmen|akzeptiere|bestatige|willige|habe)',
  marketing:
    '\\b(zu (freiwilligen )?umfragen|nutzerforschung|newsletter|werbung|werbezwecke|werbliche|angebote|aktionen|partner|partnern|marketing|neuigkeiten|rabatte|jobalerts?|jobangebote|neue stellen|talentpool|sponsoren|weitergabe)\\b',
  documents: {
    iban: '\\b(iban)\\b',
    bic: '\\b(bic|swift)\\b',
    passport: '\\b(reisepass|reisepassnummer|passnummer|reisedokument|reisedokuments)\\b',
    drivingLicence: '\\b(fuhrerschein|fuhrerscheinnummer)\\b',
    frequentFlyer: '\\b(vielflieger|vielfliegernummer|bonusprogramm)\\b',
    vat: '\\b(ust id|ust idnr|ustid|ust id nr|umsatzsteuer|umsatzsteuer id|mwst nr|mwst nummer)\\b',
    taxId:
      '\\b(steuer id|steuerliche identifikationsnummer|steueridentifikationsnummer|steuernummer|identifikationsnummer|steuer idnr)\\b',
    socialSecurity: '\\b(sozialversicherungsnummer|rentenversicherungsnummer|ahv|ahv nummer|ahv nr|sv nummer|svnr)\\b',
    idCard: '\\b(personalausweis|personalausweisnummer|ausweisnummer|ausweis|identitatskarte|id karte)\\b',
    insurance:
      '\\b(versichertennummer|versicherungsnummer|krankenversichertennummer|policennummer|versicherungsscheinnummer|mitgliedsnummer)\\b',
  },
  documentDetails:
    '\\b(ablauf|ablaufdatum|gultig|gultigkeit|ausstellung|ausgestellt|ausstellungsdatum|ausstellungsort|ausstellende|behorde|klasse|seit|art|typ|datum|land)\\b',
  issuer:
    '\\b(ausgestellt (von|in|durch)|ausstellende|ausstellungsland|ausstellungsort|ausstellungsbehorde|ausstellerland)\\b',
  numbersOnly: '\\b(nur (die |eine )?(zahl|zahlen|ziffern)|nur ganze zahlen|ohne (einheit|wahrung|wahrungszeichen))\\b',
  residence: {
    since:
      '\\b(wohnhaft seit|wohne (hier )?seit|wohnen (hier )?seit|eingezogen am|seit wann wohnen|an dieser adresse seit)\\b',
    length: '\\b(wohndauer|wie lange wohnen|jahre an (dieser|der) adresse)\\b',
  },
  birth: { label: 'geburt|geboren', code: 'geburt', nee: 'geb|geborene|geborener' },
  rightToWork: {
    citizen: '\\b(staatsburger|staatsburgerin|staatsangehorige[rn]?|staatsangehorigkeit|niederlassungserlaubnis)\\b',
    needing: '\\b(benotigen|benotigst|brauchen|brauchst|erforderlich)\\b',
  },
  ageAsked: {
    atLeast: '\\b(mindestens \\d{2}|uber \\d{2}|alter als \\d{2}|\\d{2} jahre (alt )?oder alter)\\b',
    legalAge: '\\b(volljahrig|volljahrigkeit)\\b',
    age: '^(ihr )?(alter|altersgruppe|altersklasse)$',
  },
  dateFormat: { order: ['d', 'm', 'y'], separator: '.', shortYear: false },
};
