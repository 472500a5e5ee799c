import { describe, expect, it } from 'vitest';
import {
  asksIfDifferent,
  type BlockKind,
  blocksInText,
  type Concept,
  conceptFromText,
  isConsentText,
  isMarketingText,
  LOCALES,
  type LocaleRules,
  type PersonKind,
  personInText,
} from '../index.ts';

function rulesOf(lang: string): LocaleRules {
  const rules = LOCALES[lang];
  if (!rules) throw new Error(`no rules for ${lang}`);
  return rules;
}

/** An English page is read in English: its own language and the fallback are the same rules. */
const OWN = rulesOf('en');
const PAGE = [OWN, rulesOf('en')];

/**
 * Labels as English forms write them, and what a person filling the form understands them to ask
 * (null: nothing a profile holds).
 */
const LABELS: Array<[string, Concept | null]> = [
  // Names
  ['First name*', 'givenName'],
  ['First Name:', 'givenName'],
  ['Given name(s)', 'givenName'],
  ['Forename', 'givenName'],
  ['Legal first name', 'givenName'],
  ['Last name *', 'familyName'],
  ['Surname:', 'familyName'],
  ['Family name', 'familyName'],
  ['Last Name (Surname)', 'familyName'],
  ['Middle name (optional)', 'middleName'],
  ['Middle initial', 'middleInitial'],
  ['M.I.', 'middleInitial'],
  ['Initials', 'initials'],
  ['Name', 'fullName'],
  ['Full name*', 'fullName'],
  ['Your name', 'fullName'],
  ['Full legal name', 'fullName'],
  ['Contact name', 'fullName'],
  ['Title', 'honorific'],
  ['Salutation', 'honorific'],
  // Email and phone
  ['Email address*', 'email'],
  ['E-mail', 'email'],
  ['Email:', 'email'],
  ['Confirm email address', 'email'],
  ['Work email', 'email'],
  ['Phone number*', 'tel'],
  ['Phone', 'tel'],
  ['Mobile phone', 'tel'],
  ['Cell phone number', 'tel'],
  ['Telephone (daytime)', 'tel'],
  ['Best contact number', 'tel'],
  ['Area code', 'telAreaCode'],
  ['Phone country code', 'telCountryCode'],
  // Birth, sex, nationality
  ['Date of birth (MM/DD/YYYY)', 'birthDate'],
  ['Birthday', 'birthDate'],
  ['DOB', 'birthDate'],
  ['Birth date', 'birthDate'],
  ['Place of birth', 'birthPlace'],
  ['City of birth', 'birthPlace'],
  ['Country of birth', 'birthPlace'],
  ['Gender', 'sex'],
  ['Sex:', 'sex'],
  ['Nationality', 'nationality'],
  ['Citizenship', 'nationality'],
  ['Country of citizenship', 'nationality'],
  // Work
  ['Company', 'organization'],
  ['Company name*', 'organization'],
  ['Organization', 'organization'],
  ['Organisation name', 'organization'],
  ['Current employer', 'organization'],
  ['Job title', 'jobTitle'],
  ['Occupation', 'jobTitle'],
  ['Current title', 'jobTitle'],
  ['Profession', 'jobTitle'],
  // Address
  ['Street address', 'streetAddress'],
  ['Address*', 'streetAddress'],
  ['Home address', 'streetAddress'],
  ['Address line 1', 'addressLine1'],
  ['Address Line 2 (optional)', 'addressLine2'],
  ['Apartment, suite, etc. (optional)', 'addressLine2'],
  ['Apt/Suite/Unit', 'addressLine2'],
  ['House number', 'houseNumber'],
  ['House number addition', 'houseNumberSuffix'],
  ['Street name', 'streetName'],
  ['City', 'city'],
  ['Town/City', 'city'],
  ['Suburb', 'city'],
  ['State', 'state'],
  ['State/Province', 'state'],
  ['Province', 'state'],
  ['County', 'state'],
  ['ZIP code', 'postalCode'],
  ['Zip / Postal Code*', 'postalCode'],
  ['Postcode', 'postalCode'],
  ['Postal code', 'postalCode'],
  ['Country', 'country'],
  ['Country of residence', 'country'],
  // Web, documents, never
  ['Website', 'url'],
  ['Portfolio URL', 'url'],
  ['Personal website', 'url'],
  ['LinkedIn profile', 'linkedin'],
  ['LinkedIn URL', 'linkedin'],
  ['GitHub', 'github'],
  ['GitHub profile URL', 'github'],
  ['Passport number', 'document'],
  ['Social Security Number (SSN)', 'document'],
  ["Driver's license number", 'document'],
  ['IBAN', 'document'],
  ['Username', 'never'],
  ['Promo code', 'never'],
  ['Coupon code', 'never'],
  // No concept
  ['Company size', null],
  ['How did you hear about us?', null],
  ['Position applied for', null],
  ['Number of employees', null],
  ['Message', null],
  ['Comments', null],
  ['Subject', null],
  ['Industry', null],
  ['Desired salary', 'salary'],
  ['Years of experience', 'yearsOfExperience'],
  ['Start date', 'availableFrom'],
  ['Cover letter', null],
  ['Team name', null],
  ["Pet's name", null],
  ['Company type', null],
];

/** Labels about someone other than the user (null: the user). */
const PEOPLE: Array<[string, PersonKind | null]> = [
  ['Emergency contact name', 'emergency'],
  ['Emergency contact phone', 'emergency'],
  ['Next of kin', 'emergency'],
  ["Spouse's first name", 'spouse'],
  ['Partner name', 'spouse'],
  ['Parent/Guardian email', 'parent'],
  ["Child's date of birth", 'child'],
  ['Co-applicant first name', 'coApplicant'],
  ['Additional driver', 'coApplicant'],
  ['Reference 1 – name', 'reference'],
  ['Physician name', 'doctor'],
  ["Primary care doctor's phone", 'doctor'],
  ['Passenger 2 first name', 'other'],
  ['Guest 3', 'other'],
  ['Beneficiary name', 'recipient'],
  ['Gift recipient email', 'recipient'],
  ['Supervisor name', 'other'],
  ['First name', null],
  ['Your email', null],
  ['Company name', null],
  ['Home phone', null],
];

/** Labels naming the block (address or phone) a field belongs to. */
const BLOCKS: Array<[string, BlockKind[]]> = [
  ['Shipping address', ['shipping']],
  ['Delivery address', ['shipping']],
  ['Billing address', ['billing']],
  ['Billing ZIP code', ['billing']],
  ['Home phone', ['home']],
  ['Mobile number', ['mobile']],
  ['Work phone', ['work']],
  ['Business phone', ['work']],
  ['Fax', ['fax']],
  ['Fax number', ['fax']],
  ['Previous address', ['previous']],
  ['Mailing address', ['mailing']],
  ['Employer address', ['employer']],
  ['Billing address same as shipping', ['billing', 'shipping']],
  ['Email address', []],
  ['City', []],
];

/** Checkbox texts: [text, asks to agree to terms or privacy, offers marketing]. */
const AGREEMENTS: Array<[string, boolean, boolean]> = [
  ['I agree to the Terms of Service and Privacy Policy*', true, false],
  ['I have read and accept the terms and conditions', true, false],
  ['I consent to the processing of my personal data', true, false],
  ['Subscribe to our newsletter', false, true],
  ['Send me news, offers and promotions by email', false, true],
  ['Keep me updated about products and events', false, true],
  ['I would like to receive marketing emails', false, true],
  ['Share my details with selected third parties', false, true],
  ['Email address', false, false],
  ['Remember me', false, false],
];

/** Labels that ask only when the answer differs from one given before. */
const IF_DIFFERENT: Array<[string, boolean]> = [
  ['Billing address (if different)', true],
  ['Mailing address, if different from home address', true],
  ['Shipping address', false],
];

describe('English labels', () => {
  it.each(LABELS)('%s → %s', (label, expected) => {
    expect(conceptFromText(label, PAGE)).toBe(expected);
  });

  it.each(PEOPLE)('%s → person %s', (label, expected) => {
    expect(personInText(label, PAGE, OWN)).toBe(expected);
  });

  it.each(BLOCKS)('%s → blocks %j', (label, expected) => {
    expect(blocksInText(label, PAGE)).toEqual(expected);
  });

  it.each(AGREEMENTS)('%s → consent %s, marketing %s', (text, consent, marketing) => {
    expect(isConsentText(text, PAGE)).toBe(consent);
    expect(isMarketingText(text, PAGE)).toBe(marketing);
  });

  it.each(IF_DIFFERENT)('%s → if different: %s', (text, expected) => {
    expect(asksIfDifferent(text, PAGE)).toBe(expected);
  });
});
