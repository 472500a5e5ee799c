import {
  type DocumentKind,
  documentKindInText,
  type LocaleRules,
  namesDocumentDetail,
  words,
} from '@filldeck/fill-rules';
import type { PageField } from '@filldeck/shared';
import type { ReadValue } from './profile.ts';
import { type Scope, samePerson } from './scope.ts';

/** Documents a person proves who they are with: the kinds a "Document type" list offers. */
const IDENTITY: ReadonlySet<DocumentKind> = new Set([
  'passport',
  'idCard',
  'drivingLicence',
  'taxId',
  'socialSecurity',
]);
/** How far apart (in fields) a document's type list and its number box may be asked. */
const NEAR = 2;

/**
 * A document asked as a type list and a number box side by side ("Tipo de documento: DNI /
 * Pasaporte / NIE", "Número de documento"), by key: the option to choose and the number to write.
 * Only when the template holds, for the person the fields are about, exactly one number of a kind
 * the list offers; an option naming the template's own word ("DNI") wins over another of the same
 * kind ("NIE"). Anything less certain is left out: both boxes stay empty.
 */
export function chosenDocuments(
  fields: PageField[],
  scopeOf: (field: PageField) => Scope,
  documents: ReadonlySet<ReadValue>,
  page: readonly LocaleRules[],
  template: readonly LocaleRules[],
): Map<string, string> {
  const chosen = new Map<string, string>();
  fields.forEach((list, i) => {
    if (list.kind !== 'select' && list.kind !== 'radio') return;
    const offered = list.options
      .map((option) => ({ option, kind: documentKindInText(option.text || option.value, page) }))
      .filter((o): o is typeof o & { kind: DocumentKind } => o.kind !== null && IDENTITY.has(o.kind));
    if (new Set(offered.map((o) => o.kind)).size < 2) return;
    const box = fields.find(
      (f, j) =>
        Math.abs(j - i) <= NEAR &&
        f.context === list.context &&
        (f.kind === 'text' || f.kind === 'textarea') &&
        !documentKindInText(f.label, page) &&
        !namesDocumentDetail(f.label, page) &&
        DOCUMENT_NUMBER_LABEL.test(words(f.label)),
    );
    if (!box) return;
    const scope = scopeOf(box);
    const kinds = new Set(offered.map((o) => o.kind));
    const held = [...documents].filter((v) => {
      if (!samePerson(scope, v.scope) || namesDocumentDetail(v.value.label, template)) return false;
      const kind = documentKindInText(v.value.label, template) ?? documentKindInText(v.value.group, template);
      return kind !== null && kinds.has(kind);
    });
    const [only] = held;
    if (!only || held.length > 1) return;
    const kind = documentKindInText(only.value.label, template) ?? documentKindInText(only.value.group, template);
    const ofKind = offered.filter((o) => o.kind === kind);
    const label = ` ${words(`${only.value.group} ${only.value.label}`)} `;
    const named = ofKind.filter((o) => label.includes(` ${words(o.option.text || o.option.value)} `));
    const pick = named.length === 1 ? named[0] : ofKind.length === 1 ? ofKind[0] : undefined;
    if (!pick) return;
    chosen.set(list.key, pick.option.value);
    chosen.set(box.key, only.value.value);
  });
  return chosen;
}

/** A box asking a document's number without naming the document ("Número de documento", "ID number", "Nº"). */
const DOCUMENT_NUMBER_LABEL =
  /\b(number|no|nr|nummer|numero|num|n|nro|nº)\b|\b(document|documento|dokument|identificacion|identidad|id)\b/;
