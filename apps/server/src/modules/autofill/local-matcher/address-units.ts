import {
  type BlockKind,
  type Concept,
  conceptFromText,
  type LocaleRules,
  STOP_WORDS,
  scopeKindOf,
  words,
} from '@filldeck/fill-rules';
import type { PageField } from '@filldeck/shared';
import type { ReadValue } from './profile.ts';
import type { Scope } from './scope.ts';

/** Parts that make values an address, one of them at least (a country alone does not). */
export const ADDRESS_PARTS: readonly Concept[] = ['streetAddress', 'addressLine1', 'streetName', 'postalCode', 'city'];

/** The user's place values no block is named for ("Endereço sede", "Fábrica (coleta)"). */
const unblockedPlace = (v: ReadValue) =>
  v.scope.person === null && v.scope.block === null && v.concept !== null && scopeKindOf(v.concept) === 'place';

/**
 * Addresses of the user's that a template holds in several components, none of them named as a
 * known block ("Endereço sede" and "Fábrica (coleta)"; "Address" and "Holiday flat"). A page's
 * address field takes all its parts from one of them, never a postcode from one and a house number
 * from the other: the one whose title shares a word with the field's label or group ("Endereço
 * para coleta"), else the template's first.
 */
export class AddressUnits {
  private readonly titles: string[];
  /** Per title, the words only it has (not a word of another title, nor one naming an address). */
  private readonly marks: Map<string, Set<string>>;
  private readonly kept = new Map<string, ReadValue[]>();

  private constructor(
    private readonly read: ReadValue[],
    titles: string[],
    locales: readonly LocaleRules[],
  ) {
    this.titles = titles;
    const wordsOf = (title: string) =>
      new Set(
        words(title)
          .split(' ')
          .filter((w) => w.length >= 3 && !STOP_WORDS.has(w) && !conceptFromText(w, locales)),
      );
    const all = titles.map(wordsOf);
    this.marks = new Map(
      titles.map((title, i) => [
        title,
        new Set([...(all[i] ?? [])].filter((w) => !all.some((other, j) => j !== i && other.has(w)))),
      ]),
    );
  }

  /** The template's address units, or null when it holds one address at most. */
  static of(read: ReadValue[], locales: readonly LocaleRules[]): AddressUnits | null {
    const byTitle = new Map<string, Set<Concept>>();
    for (const v of read)
      if (unblockedPlace(v))
        byTitle.set(v.value.group, (byTitle.get(v.value.group) ?? new Set()).add(v.concept as Concept));
    const titles = [...byTitle]
      .filter(([, concepts]) => concepts.size >= 2 && [...concepts].some((c) => ADDRESS_PARTS.includes(c)))
      .map(([title]) => title);
    return titles.length >= 2 ? new AddressUnits(read, titles, locales) : null;
  }

  /**
   * The title of the unit a field about the user's address answers: the first of its label and
   * groups (nearest first) naming one unit's own word; none named, the first unit; null when the
   * nearest text naming any names several.
   */
  unitOf(field: PageField): string | null {
    for (const text of [field.label, ...field.context.split(' · ')]) {
      const said = new Set(words(text).split(' '));
      const named = this.titles.filter((title) => [...(this.marks.get(title) ?? [])].some((w) => said.has(w)));
      if (named.length === 1) return named[0] ?? null;
      if (named.length > 1) return null;
    }
    return this.titles[0] ?? null;
  }

  /** The template's values without the other units' addresses; the same array for the same unit. */
  valuesFor(title: string): ReadValue[] {
    let kept = this.kept.get(title);
    if (!kept) {
      const others = new Set(this.titles.filter((t) => t !== title));
      kept = this.read.filter((v) => !(unblockedPlace(v) && others.has(v.value.group)));
      this.kept.set(title, kept);
    }
    return kept;
  }

  /** Whether a field's scope reads the user's unblocked addresses (none given for its block of `selfBlocks`). */
  static reads(scope: Scope, selfBlocks: readonly BlockKind[]): boolean {
    return scope.person === null && (scope.block === null || !selfBlocks.includes(scope.block));
  }
}
