import type { LocaleRules } from './types.ts';

/** English. The fallback for every page: labels and code names are often English on any site. */
export const en: LocaleRules = {
  lang: 'en',
  labels: {
    salary: '\\b(salary|compensation|pay expectation|expected pay|desired pay|annual income|income)\\b',
    noticePeriod: '\\b(notice period|notice|earliest start|how soon)\\b',
    availableFrom:
      '\\b(available from|availability date|start date|date available|earliest( [a-z]+){0,3} start|(can|could) (you |i )?start)\\b',
    yearsOfExperience:
      '\\b(years as an?|years of( [a-z]+){0,3} experience|years experience|years in|experience \\(years\\))\\b',
    sponsorship: '\\b(sponsorship|sponsor|visa)\\b',
    workPermit:
      '\\b(work authori[sz]ation|authori[sz]ation to work|authori[sz]ed to work|right to work|work permit|eligible to work|legally (allowed|entitled|able) to work)\\b',
    height: '\\b(height)\\b',
    weight: '\\b(weight)\\b',
    maritalStatus: '\\b(marital status|civil status|relationship status)\\b',
    sex: '\\b(sex|gender)\\b',
    email: '\\be ?mail\\b|\\bemail address\\b',
    telCountryCode:
      '\\b(country (calling |dialing |dial |phone )?code|calling code|dial code|intl prefix|phone country|country prefix)\\b',
    telAreaCode: '\\barea ?code\\b',
    telPrefix: '\\bexchange\\b|\\b(phone|tel) prefix\\b',
    telSuffix: '\\b(last four( digits)?|line number)\\b|\\b(phone|tel) suffix\\b',
    tel: '\\b(phone|telephone|tel|mobile|cell|cellphone|contact number|daytime|evening|ph|landline|phone number)\\b',
    honorific: '\\b(salutation|honorific|name prefix|courtesy title)\\b|^(title|prefix)( mr.*)?$',
    middleInitial: '\\b(middle initial|middle init)\\b|^(m ?i|initial)$|\\b(name|first|given) mi$',
    initials: '\\binitials\\b',
    middleName: '\\bmiddle( name)?\\b|\\badditional names?\\b|\\bother given names?\\b|\\bsecond given name\\b',
    preferredName:
      '\\b(preferred (first )?name|name you go by|goes by|go by|known as|what should we call you|call name)\\b',
    familyNamePrefix: '\\b(surname prefix|name particle|tussenvoegsel)\\b',
    birthFamilyName:
      '\\b(maiden name|birth name|(sur|family |last )?name before marriage|name at birth|(sur|family )?name at birth|birth surname)\\b',
    givenName: '\\b(first|given|fore) ?names?\\b|\\bf ?name\\b|\\bforename\\b|^first$',
    familyName: '\\b(last|family|sur) ?names?\\b|\\bl ?name\\b|\\bsurname\\b|^last$',
    linkedin: '\\blinked ?in\\b',
    github: '\\bgit ?hub\\b',
    url: '\\b(website|web site|homepage|home page|url|portfolio|personal site|blog)\\b',
    birthPlace:
      '\\b(place|city|town|country|state) of birth\\b|\\bbirth ?place\\b|\\bborn in\\b|\\bwhere (were|was) (you|he|she|they|the \\w+) born\\b',
    birthDate: '\\b(date of birth|birth ?date|birthday|dob|bday|born)\\b',
    nationality: '\\b(nationality|citizenship)\\b',
    organization:
      '\\b(company|organi[sz]ation|employer|business name|firm|org)\\b|\\bwhere (i|you) work( now)?$|^works at$|\\b(currently )?employed (by|at)\\b',
    jobTitle:
      '\\b(job title|position|occupation|role|current role|role title|designation|current title|my title|job role|profession)\\b',
    houseNumberSuffix: '\\bhouse (number|no) (suffix|addition)\\b',
    houseNumber: '\\b(house|street|building) ?(number|no|nr|num)\\b',
    addressLine2:
      '\\b(address|addr|street)( line)? ?2\\b|\\b(apt|apartment|suite|ste|unit|building|bldg|floor|flat)\\b|\\baddress line two\\b',
    addressLine1: '\\b(address|addr|street)( line)? ?1\\b|\\baddress line one\\b',
    postalCode:
      '\\bpostal\\b(?! (address|suburb|city|town|street|state|country))|\\b(zip|post ?code|postcode|zip ?code|zipcode|pin ?code|eircode)\\b',
    city: '\\b(city|town|locality|suburb|village|current location)\\b',
    state: '\\b(state|province|region|prov|county|territory)\\b',
    country: '\\b(country|nation)\\b',
    document:
      '\\b(passport|licen[cs]e|iban|swift|bic|ssn|social security|tax id|tax number|vat|account (number|no)|routing|sort code|national id|id number|national insurance|loyalty|member(ship)?( \\w+)? (number|no|id)|certificate (number|no|id)|frequent flyer|rewards? (number|card))\\b',
    fullName: '\\b(full name|your name|contact name|complete name|legal name|name and surname)\\b',
    streetName: '\\bstreet name\\b',
    streetAddress: '\\bstreet\\b|\\b(address|addr)\\b|\\bp ?o box\\b|^box$',
  },
  weakLabels: { fullName: '\\bname\\b' },
  not: {
    telCountryCode: '\\b(with|incl|including|plus) (the |your )?(country|dial|dialing|calling) code\\b',
    telAreaCode: '\\b(with|incl|including|plus) (the )?area ?code\\b',
    // A link about a thing ("Affected URL", "Job posting URL") or on a social network the template
    // does not name ("Twitter URL") is no website of the user's.
    url: '\\b(affected|vulnerable|impacted|target|issue|bug|problem|error|posting|listing|advert|product|item|video|article|referring|referrer|found|screenshot|proof|tracking|meeting|order|donation|fundraiser|campaign|twitter|facebook|instagram|tiktok|mastodon|bluesky|threads|youtube|behance|dribbble|stack ?overflow|medium)\\b',
    // "Earliest start date" asks for a date, not for a notice period.
    noticePeriod: '\\bdate\\b',
    fullName:
      '\\b(company|business|organi[sz]ation|trade|trading|dba|doing business|entity|school|university|street|file|account|card|project|event|product|team|group|store|shop|bank|employer|brand|domain|price|amount|tip|user|display|screen|maiden|previous|former|father|mother|clinic|house|building|property|farm|institution|board|college|course|programm?e?s?|insurer|hospital|practice|club|degree)\\b',
    // "Employer address" asks where the employer is, not who; "Notice I owe my employer" how long;
    // "Insurance company" which insurer.
    organization:
      '\\b(company|organi[sz]ation|business) (size|type|industry|sector)\\b|\\bnumber of employees\\b|\\b(address|addr|street|postcode|zip)\\b|\\bnotice\\b|\\b(insurance|insurer)\\b',
    jobTitle:
      '\\b(appl(y|ied|ying)|desired|interested|preferred|wish|seeking|salary|expectations?|notice|why|how|what|when|start|since|description|describe|responsibilities|duties|summary)\\b',
    // Where a traveller stays ("Address of stay", "Hotel address") is no home address; a note
    // about it ("Delivery instructions", `shippingAddress_deliveryInstructions`) is no address.
    streetAddress:
      '\\b(how long|time at|years at|months at|length of (time|stay|residence))\\b|\\b(e ?mail|web|ip|url|wallet|mac) (address|addr)\\b|\\b(stay|staying|accommodation|hotel|lodging)\\b|\\b(house|building) name\\b(?! (or|and) )|\\b(instructions?|notes?|comments?|remarks?)\\b',
    country: '\\b(country code|countries)\\b',
  },
  never:
    '\\b(user ?name|login|screen name|nick ?name|promo|coupon|voucher|gift ?card|discount|referral code|captcha|ext|extension|address (line )?3|addr 3|pin|signature|sign here|gift message|gift note|message to recipient|security (question|answer)|mother s maiden name|mothers maiden name)\\b',
  people: {
    emergency: '\\b(emergency|in case of emergency|ice|next of kin|kin)\\b',
    reference: '\\b(references?|referees?|ref)\\b',
    spouse: '\\b(spouse|partner|husband|wife|significant other)\\b',
    parent:
      '\\b(?<!other than (?:the |your |a )?)(parents?|guardians?|father|mother|legal guardian|mom|mum|dad|mommy|mummy|daddy)\\b',
    // "Who may collect the child": the people who collect a child are not the child.
    child:
      '\\b(?<!(pick up|collect|fetch) (the |your |my )?)(child|children|son|daughter|dependent|dependant|kid|minor|pupil|student)\\b',
    coApplicant:
      '\\b(co ?applicant|joint (applicant|account holder|holder|owner|borrower)|second(ary)? (applicant|driver|holder|borrower|signatory)|additional (driver|applicant|cardholder|signatory|traveller|traveler|guest|attendee|insured|borrower)|co ?borrower|co ?signatory|joint signatory|business partner|co ?founder)\\b',
    guarantor: '\\b(guarantor|co ?signer|surety)\\b',
    recipient:
      '\\b(gift recipient|gift (for|to)|(receives?|receiving|gets) the gift|^gifts?|tribute|honoree|in (honor|honour|memory) of|beneficiary|nominee)\\b',
    doctor:
      '\\b(vet|vets|veterinarian|veterinary|doctor|physician|gp|dentist|pharmacy|pharmacist|practitioner|pediatrician|paediatrician)\\b',
    other:
      '\\b(accountant|bookkeeper|accounts payable|ap contact|accounts receivable|ar contact|pet|pets|dog|dogs|cat|cats|puppy|kitten|colleague|colleagues|co ?worker|friend|(travel(l?ing)? )?companion|fellow travell?er|witness|landlord|manager|supervisor|alternate contact|secondary contact|other contact|occupants?|household members?|family members?|other (adults?|persons?|members?|referred by|referrer|who referred you)|plan member|another person|additional person|second person|others|their|his or her|third party|other driver|other party|other vehicle|referred by|if referred|referrer|referring (employee|person|colleague)|who referred you|lienholder|lien holder|lender|creditor|authori[sz]ed (persons?|people|adults?|to (collect|pick up))|pick ?up (persons?|people)|(persons? )?(authori[sz]ed|allowed) to (collect|pick up)|grand(ma|pa|mother|father|parents?)|aunt|uncle|other than (the |your |a )?(parents?|guardians?))\\b',
    someone: '\\b(his|her|him)\\b',
  },
  parentRoles: { father: '\\b(father|fathers|dad|daddy)\\b', mother: '\\b(mother|mothers|mom|mum|mommy|mummy)\\b' },
  journey: {
    from: '^(from|origin|ship from|send from|sending from)$',
    to: '^(to|destination|ship to|send to|sending to)$',
    receiver: '\\b(recipient|addressee|consignee)\\b',
  },
  timeframes: {
    current: '\\b(current|currently|present|now)\\b',
    wished: '\\b(expected|expecting|expectations?|desired|wished|target|asking|would like|preferred)\\b',
  },
  ownLanguagePeople: { other: '\\b(client|clients|patient s (parent|guardian))\\b' },
  different:
    '\\bif (different|not (the )?(same|you|patient|applicant|policyholder|student))\\b|\\b(not|n t) live with you\\b|\\bnot living with you\\b|\\bif other than\\b|\\b(to )?(a )?(different|another|other) (address|shipping address|delivery address|billing address)\\b',
  alternate: '\\b(alternate|alternative|alt|secondary|other|additional|second|2nd|another|backup)\\b',
  row: 'row',
  legalRepresentative: '\\b(legal representative|authori[sz]ed representative)\\b',
  self: '^(me|myself)$',
  relationship:
    '\\b(relationship|relation to|relation with|how (are you|is this person) related|how (do )?(you|i|we) know (him|her|them|this person))\\b(?! status)|^(relation|related how)$',
  numberedHolders: 'holder',
  numberedPeople:
    'passenger|guest|attendee|participant|traveller|traveler|driver|applicant|adult|occupant|person|member|visitor|delegate|registrant|insured',
  subjects: 'patient|participant|camper|player|athlete|member|applicant|entrant|learner|registrant|swimmer|rider',
  learners: 'pupil|student',
  history: {
    jobTitles: 'jobs?|positions?|employment|occupation|career',
    jobCodes: 'we|emp|exp|work|jobs?|experiences?|employment|employers?|positions?|history|career',
    schoolCodes: 'edu|education|schools?|studies|study|degrees?|qualifications?',
    schoolTitles:
      '\\b(schools?|college|university|undergrad|undergraduate|grad|graduate|education|studies|degrees?|bachelor s?|masters?|master s|phd|doctorate|academic|qualifications?)\\b',
    jobSections:
      '\\b(internships?|work experience|experience|employment|employment history|work history|positions?|jobs?|career|professional experience)\\b',
    parts: {
      current: '\\b(currently|current|present|presently|still|ongoing|to date)\\b',
      end: '^to$|^to (month|year|date)$|\\b(end|ended|end date|until|till|left|date left|finished|graduated|graduation|completed|completion)\\b',
      start:
        '^from$|^from (month|year|date)$|\\b(start|starts|started|start date|began|begin|beginning|since|commenced|joined)\\b',
      school: '\\b(school|university|college|institution|institute|academy|school name|name of school)\\b',
      degree: '\\b(degree|qualification|diploma|award|level of education|degree type)\\b',
      field:
        '\\b(major|field of study|field|area of study|discipline|subject|program|programme|course|specialization|specialisation|concentration)\\b',
    },
    degrees: {
      doctorate: '\\b(phd|ph d|doctorate|doctoral|dphil|edd)\\b',
      master: '\\b(masters?|master s|ms|m s|msc|m sc|ma|m a|mba|meng|m eng|mphil|mfa|med|m ed|llm)\\b',
      associate: '\\b(associates?|associate s|aa|a a|as|a s|aas)\\b',
      bachelor:
        '\\b(bachelors?|bachelor s|ba|b a|bs|b s|bsc|b sc|beng|b eng|b e|b tech|btech|bfa|bba|llb|undergraduate degree)\\b',
      secondary: '\\b(high school|ged|secondary|a levels?|gcses?)\\b',
    },
  },
  dateParts: {
    day: '\\b(day|dd)\\b',
    month: '\\b(month|mm|mo)\\b',
    year: '\\b(year|yyyy|yr)\\b',
    date: '\\b(date|dates)\\b',
  },
  blocks: {
    shipping: '\\b(shipping|ship|delivery|deliver|ship to|shipment)\\b',
    billing: '\\b(billing|bill|invoice address|invoicing|bill to)\\b',
    home: '\\b(home|residential|residence|private|permanent|landline)\\b',
    mailing: '\\b(mailing|postal address|correspondence|mail to|mail goes to|post goes to|p ?o box)\\b',
    mobile: '\\b(mobile|cell|cellphone|cellular)\\b',
    work: '\\b(work|business|office)\\b',
    employer: '\\b(employers?|company (address|phone|telephone|email)|organi[sz]ation (address|phone))\\b',
    previous: '\\b(previous|former|prior|old)\\b|\\b(job|employer|company|address|role|position) before\\b',
    future:
      '\\b(new (address|home|flat|apartment|house|residence|property)|future (address|home|residence)|property (to be )?(purchased|bought)|property you are buying|moving to|move to|moving into|address after (the|your|my) move)\\b',
    fax: '\\b(fax|facsimile)\\b',
  },
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  yes: ['yes', 'y', 'true', 'on', '1', 'checked', 'agree', 'i agree', 'accept', 'sure', 'ok', 'willing'],
  no: [
    'no',
    'n',
    'false',
    'off',
    '0',
    'unchecked',
    'decline',
    'not willing',
    'none',
    'not needed',
    'not required',
    'no need',
    'never',
  ],
  nothing: [],
  honorifics: {
    mr: ['Mr', 'Mister'],
    mrs: ['Mrs'],
    ms: ['Ms'],
    miss: ['Miss'],
    mx: ['Mx'],
    dr: ['Dr', 'Doctor'],
    prof: ['Prof', 'Professor'],
  },
  sexes: { female: ['female', 'woman', 'f'], male: ['male', 'man', 'm'], diverse: ['non-binary', 'diverse', 'other'] },
  consent:
    '\\b(terms( of (service|use|sale))?|conditions|privacy( policy| notice| statement)?|data protection|gdpr|processing of (my )?(personal )?data|tos|eula|i (hereby )?(confirm|declare|certify|attest)|declaration|information (given|provided|above) is (true|correct|accurate|complete)|true and (correct|accurate|complete)|authori[sz]e|direct debit mandate)\\b',
  agreeing: '^(i|we) (agree|accept|consent|confirm|acknowledge|understand)',
  marketing:
    '\\b(invited to (take part in |participate in )?(surveys|user research)|user research|research panel|newsletters?|marketing|promotions?|promotional|offers?|deals|partners?|third part(y|ies)|subscribe|mailing list|keep me (informed|updated|posted)|hear about|latest news|news and updates|product updates|sms updates|receive (e ?mails?|emails|news|updates|offers|information)|job ?alerts?|alerts|(e ?mail|text|notify) me (when|about|of)|new (jobs|vacancies|positions|roles)|talent (community|network|pool)|similar (jobs|roles|opportunities|vacancies|positions)|future (opportunities|vacancies|roles)|share my (details|data|information|contact details)|sponsors?)\\b',
  documents: {
    iban: '\\b(iban)\\b',
    bic: '\\b(bic|swift|swift code|bic code)\\b',
    passport: '\\b(passport)\\b',
    drivingLicence: '\\b(driv(ing|er s|ers) licen[cs]e|licen[cs]e (number|no|nr))\\b',
    frequentFlyer: '\\b(frequent (flyer|flier|traveller|traveler)|loyalty (number|no|programme|program))\\b',
    vat: '\\b(vat|gst|hst|gst hst|abn|vat id|business number)\\b',
    taxId:
      '\\b(tax id|tax number|tax identification|taxpayer|tax file number|tfn|tin number|itin|pan|pan card|permanent account number)\\b',
    socialSecurity: '\\b(social security|ssn|national insurance|ni number|nino|social insurance number)\\b',
    personalNumber: '\\b(personal identity number|personal number)\\b',
    idCard: '\\b(national id|id card|identity card|national identity|identity document)\\b',
    healthCard:
      '\\b(health (card|number)|health card (number|no)|ohip|medicare|nhs number|phn|personal health number|provincial health|care ?card)\\b',
    insurance:
      '\\b(policy (number|no|nr)|insurance (number|no|nr)|member (id|number|no)|membership (number|no)|insured number|(health )?insurance card( number)?|certificate (id|number|no))\\b',
  },
  documentDetails:
    '\\b(expiry|expires|expiration|valid (until|to|from)|validity|issue date|date of issue|issued|issuing|place of issue|country of issue|authority|version code|version|type|key|check digit|category|class|since|how long|years|date|name on)\\b',
  issuer:
    '\\b(issued by|issuing (country|state|authority|office|body)|country of issue|state of issue|place of issue|issuer)\\b',
  numbersOnly: '\\b(numbers? only|digits only|only (numbers|digits)|whole numbers?|numeric value)\\b',
  residence: {
    since:
      '\\b(living (here|there) since|lived (here|there) since|moved in|when did you move|resident since|(at|in) this (address|home|property) since|resided from|date moved)\\b',
    length:
      '\\b((time|years?|how long) (at|in) (this|the|your|current|previous|that) (address|home|property|residence)|how long have you lived|years at address|time at address|been here|lived there|length of (residence|stay at))\\b',
  },
  birth: { label: '\\bbirth|\\bborn\\b', code: 'birth', nee: 'nee|born' },
  rightToWork: {
    citizen: '\\b(citizens?|citizenship|national|passport holder|permanent resident|green card holder)\\b',
    needing: '\\b(need|needs|require|requires)\\b',
  },
  ageAsked: {
    atLeast:
      '\\b(at least \\d{2}|over (the age of )?\\d{2}|\\d{2} (years? )?(of age |old )?(or|and) (older|over|above)|aged? \\d{2} or (older|over))\\b',
    legalAge: '\\b(of legal age|legal age|age of majority)\\b',
    age: '^(your )?(age|age range|age group|age bracket)$',
  },
  dateFormat: { order: ['m', 'd', 'y'], separator: '/', shortYear: false },
};
