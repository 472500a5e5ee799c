// The fixture tests of one language (`locales/<lang>.test.ts`): its tables of labels, run the way
// the matcher reads a page in that language (its rules, then English).
import { describe, expect, it } from 'vitest';
import {
  asksIfDifferent,
  asksRelationship,
  type BlockKind,
  blocksInText,
  type Concept,
  conceptFromText,
  isConsentText,
  isMarketingText,
  LOCALES,
  type LocaleRules,
  type ParentRole,
  type PersonKind,
  parentRoleInText,
  personInText,
  timeframeInText,
} from '../index.ts';

export interface LocaleTables {
  /** A label → the first concept it names (null: none). */
  labels: Array<[string, Concept | null]>;
  /** A label → the other person it speaks of (null: the user). */
  people: Array<[string, PersonKind | null]>;
  /** A label → the blocks it names. */
  blocks: Array<[string, BlockKind[]]>;
  /** A box's text → whether it is an agreement, whether it offers marketing. */
  agreements: Array<[string, boolean, boolean]>;
  /** A label → whether it asks only when the answer differs. */
  ifDifferent: Array<[string, boolean]>;
  /** A label → whether it asks how someone is related to the user. */
  relationship: Array<[string, boolean]>;
  /** A label about a parent → which parent it names (null: neither, or both). */
  parents?: Array<[string, ParentRole | null]>;
  /** A label → whether it asks for the present datum or a wished one (null: neither). */
  timeframes?: Array<[string, 'current' | 'wished' | null]>;
}

function rulesOf(lang: string): LocaleRules {
  const rules = LOCALES[lang];
  if (!rules) throw new Error(`no rules for ${lang}`);
  return rules;
}

/** Asserts every row of a language's tables. */
export function describeLocale(title: string, lang: string, tables: LocaleTables): void {
  const own = rulesOf(lang);
  const page = [own, rulesOf('en')];
  describe(title, () => {
    it.each(tables.labels)('%s → %s', (label, expected) => {
      expect(conceptFromText(label, page)).toBe(expected);
    });

    it.each(tables.people)('%s → person %s', (label, expected) => {
      expect(personInText(label, page, own)).toBe(expected);
    });

    it.each(tables.blocks)('%s → blocks %j', (label, expected) => {
      expect(blocksInText(label, page)).toEqual(expected);
    });

    it.each(tables.agreements)('%s → consent %s, marketing %s', (text, consent, marketing) => {
      expect(isConsentText(text, page)).toBe(consent);
      expect(isMarketingText(text, page)).toBe(marketing);
    });

    it.each(tables.ifDifferent)('%s → if different: %s', (text, expected) => {
      expect(asksIfDifferent(text, page)).toBe(expected);
    });

    it.each(tables.relationship)('%s → relationship: %s', (text, expected) => {
      expect(asksRelationship(text, page)).toBe(expected);
    });

    it.each(tables.parents ?? [])('%s → parent %s', (text, expected) => {
      expect(parentRoleInText(text, page)).toBe(expected);
    });

    it.each(tables.timeframes ?? [])('%s → timeframe %s', (text, expected) => {
      expect(timeframeInText(text, page)).toBe(expected);
    });
  });
}
