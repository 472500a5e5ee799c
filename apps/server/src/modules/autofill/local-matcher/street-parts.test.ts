import { describe, expect, it } from 'vitest';
import { matchLocally } from './match-locally.ts';
import { field, value } from './test-fields.ts';

/** A Belgian street asked in three boxes, named as a form builder names nested keys. */
const streetBoxes = [
  field({ key: 'street', label: 'Rue', name: 'allocataire[adresse][rue]', context: 'Adresse de domicile' }),
  field({ key: 'number', label: 'N°', name: 'allocataire[adresse][numero]', context: 'Adresse de domicile' }),
  field({ key: 'box', label: 'Boîte', name: 'allocataire[adresse][boite]', context: 'Adresse de domicile' }),
];

describe('the parts of a street line', () => {
  it('splits a Belgian line with a box ("27 bte 2") into street, number and box', () => {
    const template = [value('Adresse', 'Rue des Glycines 27 bte 2, 5100 Jambes', 'Moi')];
    const { values } = matchLocally(template, streetBoxes, { lang: 'fr-BE' });
    expect([values.street, values.number, values.box]).toEqual(['Rue des Glycines', '27', 'bte 2']);
  });

  it('reads the last key of a nested name (`[direccion][numero]`) as the part of the address it asks', () => {
    const page = [
      field({ key: 'street', label: '', name: 'cliente[direccion][calle]' }),
      field({ key: 'number', label: '', name: 'cliente[direccion][numero]' }),
    ];
    const template = [value('Dirección', 'Calle Mayor 12', 'Yo')];
    const { values } = matchLocally(template, page, { lang: 'es-ES' });
    expect([values.street, values.number]).toEqual(['Calle Mayor', '12']);
  });

  it('keeps a "N°" under "Permis de conduire" a licence number, never a house number', () => {
    const page = [
      ...streetBoxes,
      field({ key: 'licence', label: 'N° du permis de conduire', name: 'drivers[0][licence][number]' }),
    ];
    const template = [
      value('Prénom', 'Sophie', 'Moi'),
      value('Adresse', 'Rue des Glycines 27, 5100 Jambes', 'Moi'),
      value('N°', '2310456789', 'Permis de conduire'),
    ];
    const { values } = matchLocally(template, page, { lang: 'fr-BE' });
    expect([values.number, values.licence]).toEqual(['27', '2310456789']);
  });
});

describe('a street line its code name calls by one part', () => {
  const template = [value('Adresse', 'Lindenstraße 23', 'Ich'), value('PLZ', '34117', 'Ich')];

  it('is the whole line when the label asks for street and number ("Straße und Hausnummer" named `strasseHausnummer`)', () => {
    const page = [field({ key: 's', label: 'Straße und Hausnummer', name: 'antrag.strasseHausnummer' })];
    expect(matchLocally(template, page, { lang: 'de-DE' }).values.s).toBe('Lindenstraße 23');
  });

  it('is the number for "Street number" named `streetNumber`', () => {
    const page = [field({ key: 'n', label: 'Street number', name: 'premises.streetNumber' })];
    expect(matchLocally([value('Address', '27 Marsden Street', 'Home')], page, { lang: 'en-AU' }).values.n).toBe('27');
  });
});

describe('a flat written after the house number', () => {
  it('splits "Via del Pratello, 48 int. 5" into street, number and the flat’s number for "Interno"', () => {
    const page = [
      field({ key: 'street', label: 'Indirizzo', name: 'alloggio_indirizzo' }),
      field({ key: 'number', label: 'N. civico', name: 'alloggio_civico' }),
      field({ key: 'flat', label: 'Interno', name: 'alloggio_interno' }),
    ];
    const template = [
      value('Indirizzo', 'Via del Pratello, 48 int. 5', 'Casa a Bologna'),
      value('CAP', '40122', 'Casa a Bologna'),
    ];
    const { values } = matchLocally(template, page, { lang: 'it-IT' });
    expect([values.street, values.number, values.flat]).toEqual(['Via del Pratello', '48', '5']);
  });

  it('keeps "Apt 4B" whole for a box labelled "Apt, suite, unit"', () => {
    const page = [
      field({ key: 'street', label: 'Street address', name: 'line1' }),
      field({ key: 'flat', label: 'Apt, suite, unit', name: 'line2' }),
    ];
    const template = [value('Address', '410 Elm St Apt 4B', 'Me'), value('ZIP', '78704', 'Me')];
    const { values } = matchLocally(template, page, { lang: 'en-US' });
    expect([values.street, values.flat]).toEqual(['410 Elm St', 'Apt 4B']);
  });

  it('keeps "Top 7" whole for a box that asks "Wohnung / Stiege"', () => {
    const page = [
      field({ key: 'street', label: 'Straße', name: 'strasse' }),
      field({ key: 'number', label: 'Hausnummer', name: 'hausnr' }),
      field({ key: 'flat', label: 'Wohnung / Stiege / Tür', name: 'zusatz' }),
    ];
    const template = [value('Adresse', 'Hauptstraße 4 Top 7', 'Ich'), value('PLZ', '1010', 'Ich')];
    const { values } = matchLocally(template, page, { lang: 'de-AT' });
    expect([values.street, values.number, values.flat]).toEqual(['Hauptstraße', '4', 'Top 7']);
  });
});

describe('an Australian unit written before the street number ("14/27 Marsden Street")', () => {
  const template = [value('Street address', '14/27 Marsden Street', 'Home'), value('Postcode', '2150', 'Home')];

  it('gives the unit, the number and the street name to boxes asking them apart', () => {
    const page = [
      field({ key: 'unit', label: 'Unit / flat number', name: 'premises.unitNumber' }),
      field({ key: 'number', label: 'Street number', name: 'premises.streetNumber' }),
      field({ key: 'street', label: 'Street name', name: 'premises.streetName' }),
    ];
    const { values } = matchLocally(template, page, { lang: 'en-AU' });
    expect([values.unit, values.number, values.street]).toEqual(['14', '27', 'Marsden Street']);
  });

  it('keeps the line whole for "Address line 1" beside "Address line 2"', () => {
    const page = [
      field({ key: 'line1', label: 'Address line 1', name: 'line1' }),
      field({ key: 'line2', label: 'Address line 2', name: 'line2' }),
    ];
    expect(matchLocally(template, page, { lang: 'en-AU' }).values.line1).toBe('14/27 Marsden Street');
  });
});

describe('a whole address asked in one box', () => {
  it('is street, postcode and town when the label names them ("Wohnort (Straße, Hausnr., PLZ, Ort)")', () => {
    const template = [
      value('Straße', 'Lindenstraße 23', 'Ich'),
      value('PLZ', '34117', 'Ich'),
      value('Ort', 'Kassel', 'Ich'),
    ];
    const page = [field({ key: 'a', label: 'Wohnort (Straße, Hausnr., PLZ, Ort)', name: 'anschrift' })];
    expect(matchLocally(template, page, { lang: 'de-DE' }).values.a).toBe('Lindenstraße 23, 34117 Kassel');
  });

  it('puts the town before the state and ZIP in English ("Address (street, city, ZIP)")', () => {
    const template = [value('Home address', '410 Elm St, Austin, TX 78704', 'Me')];
    const page = [field({ key: 'a', label: 'Address (street, city, ZIP)', name: 'q7' })];
    expect(matchLocally(template, page, { lang: 'en-US' }).values.a).toBe('410 Elm St, Austin, TX 78704');
  });

  it('is the whole address for a box of someone whose town the page does not ask ("Adresse Arbeitgeber")', () => {
    const template = [
      value('Strasse', 'Zurlindenstrasse 58', 'Ich'),
      value('PLZ', '8003', 'Ich'),
      value('Ort', 'Zürich', 'Ich'),
      value('Arbeitgeber', 'Stadtspital Zürich', 'Giulia (Ehefrau)'),
      value('Adresse Arbeitgeber', 'Birmensdorferstrasse 497, 8063 Zürich', 'Giulia (Ehefrau)'),
    ];
    const page = [
      field({ key: 'street', label: 'Strasse', name: 'strasse' }),
      field({ key: 'postcode', label: 'PLZ', name: 'plz' }),
      field({ key: 'town', label: 'Ort', name: 'ort' }),
      field({ key: 'work', label: 'Adresse Arbeitgeber Ehepartner/in', name: 'anmeldung[f09][b]' }),
    ];
    const { values } = matchLocally(template, page, { lang: 'de-CH' });
    expect([values.street, values.work]).toEqual(['Zurlindenstrasse 58', 'Birmensdorferstrasse 497, 8063 Zürich']);
  });

  it('is the street line alone for "Address" or "Street / City"', () => {
    const template = [value('Adresse', 'Rue des Glycines 27, 5100 Jambes', 'Moi')];
    const page = [
      field({ key: 'a', label: 'Adresse', name: 'adresse' }),
      field({ key: 'b', label: 'Rue / Ville', name: 'rue_ville' }),
    ];
    const { values } = matchLocally(template, page, { lang: 'fr-BE' });
    expect(values.a).toBe('Rue des Glycines 27');
  });
});

describe('a mother’s birth name', () => {
  it('is the template’s "Geborene", not her married name', () => {
    const template = [
      value('Vorname', 'Lena', 'Über mich'),
      value('Vorname', 'Sabine', 'Mama'),
      value('Nachname', 'Krüger', 'Mama'),
      value('Geborene', 'Hoffmann', 'Mama'),
    ];
    const page = [field({ key: 'g', label: 'Mutter Geburtsname', name: 'mutter.geburtsname' })];
    expect(matchLocally(template, page, { lang: 'de-DE' }).values.g).toBe('Hoffmann');
  });
});

describe('a bare "Numéro" after the street', () => {
  it('is the house number, never another number of the template labelled like it', () => {
    const mathilde = [
      value('Adresse', 'Rue des Glycines 27', 'Adresse'),
      value('Code postal', '5000', 'Adresse'),
      value('N° membre', '0458293-07', 'Mutuelle'),
    ];
    const page = [
      field({ key: 'rue', name: 'adresse[rue]', label: 'Rue', context: 'Domicile' }),
      field({ key: 'numero', name: 'adresse[numero]', label: 'Numéro', context: 'Domicile' }),
      field({ key: 'cp', label: 'Code postal', context: 'Domicile' }),
    ];
    expect(matchLocally(mathilde, page, { lang: 'fr-BE' }).values).toEqual({
      rue: 'Rue des Glycines',
      numero: '27',
      cp: '5000',
    });
  });
});
