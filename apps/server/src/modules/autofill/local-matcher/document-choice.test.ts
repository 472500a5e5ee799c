import { describe, expect, it } from 'vitest';
import { matchLocally } from './match-locally.ts';
import { field, value } from './test-fields.ts';

const option = (v: string, text: string) => ({ value: v, text });

const typeList = (key: string, context = 'Datos personales') =>
  field({
    key,
    kind: 'select',
    tag: 'select',
    label: 'Tipo de documento',
    context,
    options: [option('', 'Selecciona'), option('NIF', 'DNI'), option('NIE', 'NIE'), option('PAS', 'Pasaporte')],
  });
const numberBox = (key: string, context = 'Datos personales', hint = '') =>
  field({ key, label: 'Número de documento', context, hint });

describe('a document asked as a type list and a number box', () => {
  it('chooses the one identity document the template holds, by its own word ("DNI", not "NIE")', () => {
    const template = [value('Nombre', 'Lucía', 'Yo'), value('DNI', '48291736K', 'Yo')];
    expect(matchLocally(template, [typeList('tipo'), numberBox('numero')], { lang: 'es' }).values).toEqual({
      tipo: 'NIF',
      numero: '48291736K',
    });
  });

  it('chooses the passport from its component ("Número" under "Pasaporte"), and writes it as the box asks', () => {
    const template = [value('Número', 'PA-482.913', 'Pasaporte')];
    const page = [typeList('tipo'), numberBox('numero', 'Datos personales', 'Sin puntos ni guiones')];
    expect(matchLocally(template, page, { lang: 'es' }).values).toEqual({ tipo: 'PAS', numero: 'PA482913' });
  });

  it('leaves both empty when the template holds two documents the list offers', () => {
    const template = [value('DNI', '48291736K', 'Yo'), value('Número de pasaporte', 'PAK482913', 'Pasaporte')];
    expect(matchLocally(template, [typeList('tipo'), numberBox('numero')], { lang: 'es' }).values).toEqual({});
  });

  it('answers a second passenger only from that passenger’s document', () => {
    const template = [value('DNI', '48291736K', 'Yo')];
    const page = [typeList('tipo', 'Pasajero 2'), numberBox('numero', 'Pasajero 2')];
    expect(matchLocally(template, page, { lang: 'es' }).values).toEqual({});
  });
});

describe('a document number written among words', () => {
  it('gives a number box the number ("BA Executive Club 43219876" → "43219876")', () => {
    const page = [field({ key: 'ff', label: 'Frequent flyer number', context: 'Passenger 1' })];
    const template = [value('Frequent flyer', 'BA Executive Club 43219876', 'Me')];
    expect(matchLocally(template, page, { lang: 'en-CA' }).values.ff).toBe('43219876');
  });

  it('keeps a number whose letters are its own whole ("AB 123456 C")', () => {
    const page = [field({ key: 'ni', label: 'National Insurance number' })];
    const template = [value('NI number', 'AB 123456 C', 'Me')];
    expect(matchLocally(template, page, { lang: 'en-GB' }).values.ni).toBe('AB 123456 C');
  });
});
