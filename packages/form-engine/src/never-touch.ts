import {
  CAPTCHA_WORDS,
  ONE_TIME_CODE_WORDS,
  PASSWORD_CODE_WORDS,
  PASSWORD_LABEL,
  PAYMENT_CARD_WORDS,
} from '@filldeck/fill-rules';

/** Why a control is left alone, whatever the values say. */
export type IgnoreReason =
  | 'not_fillable_type'
  | 'password'
  | 'payment_card'
  | 'one_time_code'
  | 'captcha'
  | 'search'
  | 'disabled'
  | 'read_only'
  | 'user_value';

const SKIPPED_TYPES = new Set(['hidden', 'submit', 'button', 'image', 'reset', 'range', 'color']);
const CARD_AUTOCOMPLETE = /\bcc-(number|csc|exp|exp-month|exp-year|type|name)\b/;
const SEARCH_NAMES = /^(q|s|query|search|keywords?|searchterm|search_query|searchtext)$/i;
const SEARCH_WORDS =
  /\b(search|find|look ?up|suche|suchen|rechercher?|recherche|buscar|busca|zoeken|zoek|cerca|pesquisar)\b/i;
const EMAIL_WORDS = /e-?mail|courriel|correo/i;

export interface ControlFacts {
  tag: string;
  type: string;
  name: string;
  id: string;
  autocomplete: string;
  label: string;
  placeholder: string;
}

/**
 * The never-touch list: passwords, payment cards, one-time codes, captchas and search boxes,
 * recognised by type, autocomplete, and name / id / label words. Null when the control may be filled.
 */
export function protectedReason(element: Element, facts: ControlFacts): IgnoreReason | null {
  const type = facts.type;
  if (SKIPPED_TYPES.has(type)) return 'not_fillable_type';
  if (type === 'password') return 'password';
  const autocomplete = facts.autocomplete.toLowerCase();
  if (/\b(current|new)-password\b/.test(autocomplete)) return 'password';
  if (CARD_AUTOCOMPLETE.test(autocomplete)) return 'payment_card';
  if (/\bone-time-code\b/.test(autocomplete)) return 'one_time_code';
  // Code names split into words (`user_pwd`, `txtPwd`, `billing-cvv`), so word boundaries hold.
  const wordsNoLabel = `${codeWords(facts.name)} ${codeWords(facts.id)}`;
  const words = `${wordsNoLabel} ${facts.label} ${facts.placeholder}`;
  // A "PIN code" is a postal code in India; a bare "pin" is a secret. An email box of a
  // forgot-password dialog (`id="forgot-password-email"`) is an email box.
  const isEmail =
    type === 'email' || /\bemail\b/.test(autocomplete) || EMAIL_WORDS.test(`${facts.label} ${facts.placeholder}`);
  if ((PASSWORD_CODE_WORDS.test(wordsNoLabel) && !isEmail) || PASSWORD_LABEL.test(facts.label)) {
    return 'password';
  }
  if (
    PAYMENT_CARD_WORDS.test(words) ||
    PAYMENT_CARD_WORDS.test(facts.label) ||
    PAYMENT_CARD_WORDS.test(facts.placeholder)
  )
    return 'payment_card';
  if (ONE_TIME_CODE_WORDS.test(words)) return 'one_time_code';
  if (CAPTCHA_WORDS.test(words)) return 'captcha';
  if (isSearch(element, facts)) return 'search';
  return null;
}

/** A name or id as words: `user_pwd` → `user pwd`, `cardCvc` → `card Cvc`. */
function codeWords(name: string): string {
  return name.replace(/([a-z\d])([A-Z])/g, '$1 $2').replace(/[_\-.[\]]+/g, ' ');
}

/**
 * A search box: type=search, a field that says search, or one named `q` in a tiny form. A
 * `role="search"` landmark makes a search box only of a field that looks like one, or of the
 * only field in it (some sites wrap a whole sign-up form in it).
 */
function isSearch(element: Element, facts: ControlFacts): boolean {
  if (facts.type === 'search') return true;
  const looksLikeSearch =
    SEARCH_WORDS.test(facts.label) ||
    SEARCH_WORDS.test(facts.placeholder) ||
    SEARCH_NAMES.test(facts.name) ||
    SEARCH_NAMES.test(facts.id);
  const landmark = element.closest('[role=search],search');
  if (landmark) {
    const inputs = landmark.querySelectorAll(
      'input:not([type=hidden]):not([type=submit]):not([type=button]),select,textarea',
    );
    return looksLikeSearch || inputs.length <= 1;
  }
  // (A labelled field whose placeholder says "Search" is a typeahead of a form: "Field of Study" [Search].)
  if (/^search\b/i.test(facts.label) || (!facts.label.trim() && /^search\b/i.test(facts.placeholder))) return true;
  if (!SEARCH_NAMES.test(facts.name) && !SEARCH_NAMES.test(facts.id)) return false;
  const form = (element as HTMLInputElement).form;
  if (!form) return true;
  const inputs = form.querySelectorAll(
    'input:not([type=hidden]):not([type=submit]):not([type=button]),select,textarea',
  );
  return inputs.length <= 2;
}

/** Disabled or read-only controls are never changed. */
export function stateReason(element: Element): IgnoreReason | null {
  if ((element as HTMLInputElement).disabled || element.getAttribute('aria-disabled') === 'true') return 'disabled';
  if ((element as HTMLInputElement).readOnly || element.getAttribute('aria-readonly') === 'true') return 'read_only';
  if (element.closest('fieldset:disabled')) return 'disabled';
  return null;
}
