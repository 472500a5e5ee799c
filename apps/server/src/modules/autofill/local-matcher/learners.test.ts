import { describe, expect, it } from 'vitest';
import { matchLocally } from './match-locally.ts';
import { field, value } from './test-fields.ts';

/** A driving school's enrolment: the learner's own block, then a billing block. */
const enrolment = [
  field({ key: 'name', label: 'Nombre', name: 'alumno-nombre', context: '1. Datos del alumno/a' }),
  field({ key: 'surname1', label: 'Primer apellido', name: 'alumno-apellido1', context: '1. Datos del alumno/a' }),
  field({ key: 'surname2', label: 'Segundo apellido', name: 'alumno-apellido2', context: '1. Datos del alumno/a' }),
  field({ key: 'city', label: 'Localidad', name: 'alumno-localidad', context: '1. Datos del alumno/a' }),
  field({ key: 'postcode', label: 'C.P.', name: 'alumno-cp', context: '1. Datos del alumno/a' }),
];

const adult = [
  value('Nombre', 'Javier', 'Personal'),
  value('Apellidos', 'Moreno Galán', 'Personal'),
  value('Código postal', '28028', 'Casa'),
  value('Ciudad', 'Madrid', 'Casa'),
];

describe('a learner ("Datos del alumno/a", `student.voornamen`)', () => {
  it('is the user when the template holds no child', () => {
    const { values } = matchLocally(adult, enrolment, { lang: 'es-ES' });
    expect([values.name, values.surname1, values.surname2, values.city]).toEqual([
      'Javier',
      'Moreno',
      'Galán',
      'Madrid',
    ]);
  });

  it('is the child when the template holds one', () => {
    const template = [...adult, value('Nombre', 'Lucas', 'Mi hijo'), value('Apellidos', 'Moreno Ortega', 'Mi hijo')];
    const { values } = matchLocally(template, enrolment, { lang: 'es-ES' });
    expect([values.name, values.surname1, values.surname2]).toEqual(['Lucas', 'Moreno', 'Ortega']);
  });

  it('is read from the code name too (`student.voornamen` under "Persoonsgegevens")', () => {
    const page = [field({ key: 'given', label: 'Voornamen', name: 'student.voornamen', context: 'Persoonsgegevens' })];
    const template = [value('Voornamen', 'Lotte Marije', 'Over mij')];
    expect(matchLocally(template, page, { lang: 'nl-NL' }).values.given).toBe('Lotte Marije');
  });

  it('stays a child where a word for a child names it besides ("Nom de l’enfant (élève)")', () => {
    const page = [field({ key: 'n', label: 'Nom de l’enfant (élève)', name: 'eleve_nom' })];
    const template = [value('Nom', 'Lefèvre', 'Moi')];
    expect(matchLocally(template, page, { lang: 'fr-FR' }).values.n).toBeUndefined();
  });
});

describe('an address labelled once', () => {
  it('keeps the postcode and town beside "Dirección de la empresa" the company’s', () => {
    const template = [
      ...adult,
      value('Empresa', 'Logística Henares, S.L.', 'Curro'),
      value('Dirección de la empresa', 'Avenida de la Constitución, 44', 'Curro'),
      value('CP', '28806', 'Curro'),
      value('Localidad', 'Alcalá de Henares', 'Curro'),
    ];
    const { values } = matchLocally(template, enrolment, { lang: 'es-ES' });
    expect([values.city, values.postcode]).toEqual(['Madrid', '28028']);
  });
});
