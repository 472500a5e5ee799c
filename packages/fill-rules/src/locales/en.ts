import type { LocaleRules } from './types.ts';

/** English. The fallback for every page: labels and code names are often English on any site. */
export const en: LocaleRules = {
  lang: 'en',
  labels: {
    sex: '\\b(sex|gender)\\b',
    email: '\\be ?mail\\b|\\bemail address\\b',
    telCountryCode:
      '\\b(country (calling |dialing |dial )?code|calling code|dial code|intl prefix|phone country|country prefix)\\b',
    telAreaCode: '\\barea ?code\\b',
    telPrefix: '\\bexchange\\b|\\b(phone|tel) prefix\\b',
    telSuffix: '\\b(last four( digits)?|line number)\\b|\\b(phone|tel) suffix\\b',
    tel: '\\b(phone|telephone|tel|mobile|cell|cellphone|contact number|daytime|evening|ph|landline|phone number)\\b',
    honorific: '\\b(salutation|honorific|name prefix|courtesy title)\\b|^(title|prefix)$',
    middleInitial: '\\b(middle initial|middle init)\\b|^(m ?i|initial)$|\\bmi$',
    initials: '\\binitials\\b',
    middleName: '\\bmiddle( name)?\\b|\\badditional name\\b',
    givenName: '\\b(first|given|fore) ?names?\\b|\\bf ?name\\b|\\bforename\\b|^first$',
    familyName: '\\b(last|family|sur) ?names?\\b|\\bl ?name\\b|\\bsurname\\b|^last$',
    linkedin: '\\blinked ?in\\b',
    github: '\\bgit ?hub\\b',
    url: '\\b(website|web site|homepage|home page|url|portfolio|personal site|blog)\\b',
    birthPlace: '\\b(place|city|town|country|state) of birth\\b|\\bbirth ?place\\b|\\bborn in\\b',
    birthDate: '\\b(date of birth|birth ?date|birthday|dob|bday|born)\\b',
    nationality: '\\b(nationality|citizenship)\\b',
    organization: '\\b(company|organi[sz]ation|employer|business name|firm|org)\\b',
    jobTitle:
      '\\b(job title|position|occupation|current role|role title|designation|current title|job role|profession)\\b',
    houseNumberSuffix: '\\bhouse (number|no) (suffix|addition)\\b',
    houseNumber: '\\b(house|street|building) ?(number|no|nr|num)\\b',
    addressLine2:
      '\\b(address|addr|street)( line)? ?2\\b|\\b(apt|apartment|suite|ste|unit|building|bldg|floor|flat)\\b|\\baddress line two\\b',
    addressLine1: '\\b(address|addr|street)( line)? ?1\\b|\\baddress line one\\b',
    postalCode:
      '\\bpostal\\b(?! (address|suburb|city|town|street|state|country))|\\b(zip|post ?code|postcode|zip ?code|zipcode|pin ?code|eircode)\\b',
    city: '\\b(city|town|locality|suburb|village)\\b',
    state: '\\b(state|province|region|prov|county|territory)\\b',
    country: '\\b(country|nation)\\b',
    document:
      '\\b(passport|licen[cs]e|iban|swift|bic|ssn|social security|tax id|tax number|vat|account (number|no)|routing|sort code|national id|id number|national insurance|loyalty|member(ship)? (number|no|id)|frequent flyer|rewards? (number|card))\\b',
    fullName: '\\b(full name|your name|contact name|complete name|legal name|name and surname)\\b',
    streetName: '\\bstreet name\\b',
    streetAddress: '\\bstreet\\b|\\b(address|addr)\\b',
  },
  weakLabels: { fullName: '\\bname\\b' },
  not: {
    fullName:
      '\\b(company|business|organi[sz]ation|school|university|street|file|account|card|project|event|product|pet|team|group|store|shop|bank|employer|brand|domain|price|amount|tip|user|display|screen|maiden|previous|former|father|mother)\\b',
    organization: '\\b(company|organi[sz]ation|business) (size|type|industry|sector)\\b|\\bnumber of employees\\b',
    jobTitle: '\\b(appl(y|ied|ying)|desired|interested|preferred|wish|seeking)\\b',
    streetAddress: '\\b(e ?mail|web|ip|url|wallet|mac) (address|addr)\\b',
    country: '\\b(country code|countries)\\b',
  },
  never:
    '\\b(user ?name|login|screen name|nick ?name|promo|coupon|voucher|gift ?card|discount|referral code|captcha|ext|extension|address (line )?3|addr 3|pin|signature|sign here|gift message|gift note|message to recipient|security (question|answer)|maiden name)\\b',
  people: {
    emergency: '\\b(emergency|in case of emergency|ice|next of kin|kin)\\b',
    reference: '\\b(references?|referees?)\\b',
    spouse: '\\b(spouse|partner|husband|wife|significant other)\\b',
    parent: '\\b(parents?|guardians?|father|mother|legal guardian)\\b',
    child: '\\b(child|children|son|daughter|dependent|dependant|kid|minor|pupil)\\b',
    coApplicant:
      '\\b(co ?applicant|joint (applicant|account holder|holder|owner)|second(ary)? (applicant|driver|holder)|additional (driver|applicant|cardholder|traveller|traveler|guest|attendee|insured)|co ?signer|co ?borrower|guarantor)\\b',
    recipient: '\\b(gift recipient|tribute|honoree|in (honor|honour|memory) of|beneficiary|nominee)\\b',
    doctor: '\\b(doctor|physician|gp|dentist|pharmacy|pharmacist|practitioner|pediatrician|paediatrician)\\b',
    other:
      '\\b(friend|witness|landlord|manager|supervisor|alternate contact|secondary contact|other contact|occupants?|household members?|other (adults?|persons?|members?)|plan member|account holder)\\b',
  },
  ownLanguagePeople: { other: '\\b(client|clients|patient s (parent|guardian))\\b' },
  different: '\\bif (different|not (the )?(same|you|patient|applicant|policyholder|student))\\b|\\bif other than\\b',
  numberedPeople:
    'passenger|guest|attendee|participant|traveller|traveler|driver|applicant|adult|occupant|person|member|visitor|delegate|registrant|insured',
  blocks: {
    shipping: '\\b(shipping|ship|delivery|deliver|ship to|shipment)\\b',
    billing: '\\b(billing|bill|invoice address|invoicing|bill to)\\b',
    home: '\\b(home|residential|residence|private|permanent|landline)\\b',
    mailing: '\\b(mailing|postal address|correspondence|mail to)\\b',
    mobile: '\\b(mobile|cell|cellphone|cellular)\\b',
    work: '\\b(work|business|office)\\b',
    employer: '\\b(employers?|company (address|phone|telephone|email)|organi[sz]ation (address|phone))\\b',
    previous: '\\b(previous|former|prior|old)\\b',
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
  no: ['no', 'n', 'false', 'off', '0', 'unchecked', 'decline', 'not willing', 'none'],
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
    '\\b(terms( of (service|use|sale))?|conditions|privacy( policy| notice| statement)?|data protection|gdpr|processing of (my )?(personal )?data|tos|eula)\\b',
  marketing:
    '\\b(newsletters?|marketing|promotions?|promotional|offers?|deals|partners?|third part(y|ies)|subscribe|mailing list|keep me (informed|updated|posted)|hear about|latest news|news and updates|product updates|sms updates|receive (e ?mails?|emails|news|updates|offers|information))\\b',
  dateFormat: { order: ['m', 'd', 'y'], separator: '/', shortYear: false },
};
