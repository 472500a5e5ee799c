import { describe, expect, it } from 'vitest';
import { type PersonLine, readPersonLine } from './person-line.ts';

/** A person's line as a template holds it, and what it says (null: nothing beside a name, or something else). */
const LINES: Array<[string, PersonLine | null]> = [
  ['Manon Lefèvre, née le 28/11/2017', { name: 'Manon Lefèvre', birthDate: '28/11/2017' }],
  ['Hugo Lefèvre, né le 12/03/2014', { name: 'Hugo Lefèvre', birthDate: '12/03/2014' }],
  ['Hugo (12/03/2014)', { name: 'Hugo', birthDate: '12/03/2014' }],
  ['Lena Huber, geb. 04.05.2016', { name: 'Lena Huber', birthDate: '04.05.2016' }],
  ['Tom Baker, born 3 March 2015', { name: 'Tom Baker', birthDate: '3 March 2015' }],
  ['Lucía Pérez, nacida el 2 de mayo de 2013', { name: 'Lucía Pérez', birthDate: '2 de mayo de 2013' }],
  ['Sofia Bianchi, nata il 2015-06-01', { name: 'Sofia Bianchi', birthDate: '2015-06-01' }],
  ['Monique Petit, née Le Gall', { name: 'Monique Petit', birthFamilyName: 'Le Gall' }],
  ['Anna Weber geb. Schulz', { name: 'Anna Weber', birthFamilyName: 'Schulz' }],
  ['Ana Ruiz (de soltera García)', { name: 'Ana Ruiz', birthFamilyName: 'García' }],
  ['Maria Costa, nascida Silva', { name: 'Maria Costa', birthFamilyName: 'Silva' }],
  // Not a birth: an age, a relation, a date of something else, a plain name.
  ['Hugo (8)', null],
  ['Jean Dupont, mon père', null],
  ['Jean Dupont, depuis le 01/02/2020', null],
  ['Monique Petit', null],
  ['Anna Weber, Schulz', null],
];

describe('readPersonLine', () => {
  it.each(LINES)('%s', (text, expected) => {
    expect(readPersonLine(text)).toEqual(expected);
  });
});
