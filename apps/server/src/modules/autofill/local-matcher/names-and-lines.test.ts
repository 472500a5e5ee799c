import { describe, expect, it } from 'vitest';
import { matchLocally } from './match-locally.ts';
import { field, value } from './test-fields.ts';

describe('names a person goes by or was born with, and a street line held whole', () => {
  it('answers a preferred name from what the template says the person goes by, else the first given name', () => {
    const olly = [value('Full name', 'Oliver James Hartley'), value('Goes by', 'Olly')];
    const page = [
      field({ key: 'first', label: 'First name', autocomplete: 'given-name' }),
      field({ key: 'preferred', label: 'Preferred name', autocomplete: 'given-name' }),
    ];
    expect(matchLocally(olly, page).values).toEqual({ first: 'Oliver', preferred: 'Olly' });
    const anouk = [value('Volledige voornamen', 'Anouk Maria'), value('Achternaam', 'de Graaf')];
    expect(matchLocally(anouk, [field({ key: 'r', label: 'Roepnaam' })], { lang: 'nl' }).values).toEqual({
      r: 'Anouk',
    });
  });

  it('answers a name at birth from the template’s maiden name, even where autocomplete says family-name', () => {
    const nathalie = [value('Prénom', 'Nathalie'), value('Nom', 'Garnier'), value('Nom de jeune fille', 'Petit')];
    const page = [
      field({ key: 'n', label: 'Nom de naissance', autocomplete: 'family-name' }),
      field({ key: 'u', label: 'Nom d’usage', autocomplete: 'family-name' }),
    ];
    expect(matchLocally(nathalie, page, { lang: 'fr' }).values).toEqual({ n: 'Petit', u: 'Garnier' });
  });

  it('leaves a birth name that is asked only if different empty when the template holds none', () => {
    const tobias = [value('Vorname', 'Tobias'), value('Nachname', 'Brandner')];
    const page = [
      field({ key: 'last', label: 'Nachname' }),
      field({ key: 'birth', name: 'personalData.birthName', label: 'Geburtsname', hint: 'Nur falls abweichend' }),
    ];
    const result = matchLocally(tobias, page, { lang: 'de' });
    expect(result.values).toEqual({ last: 'Brandner' });
  });

  it('splits a template’s “street and house number” for a street box and a number box', () => {
    const home = [value('Straße und Hausnummer', 'Prüfeninger Straße 88'), value('PLZ', '93049')];
    const parts = [field({ key: 's', label: 'Straße' }), field({ key: 'n', label: 'Hausnr.' })];
    expect(matchLocally(home, parts, { lang: 'de' }).values).toEqual({ s: 'Prüfeninger Straße', n: '88' });
    const whole = [field({ key: 'w', label: 'Straße und Hausnummer', autocomplete: 'address-line1' })];
    expect(matchLocally(home, whole, { lang: 'de' }).values).toEqual({ w: 'Prüfeninger Straße 88' });
  });

  it('reads three names as one given name and two family names in a Spanish template, not in an English one', () => {
    const page = [
      field({ key: 'n', label: 'Nombre', autocomplete: 'given-name' }),
      field({ key: 'a', label: 'Apellidos', autocomplete: 'family-name' }),
    ];
    const spanish = [
      value('Nombre completo', 'Ignacio Fuentes Parra'),
      value('Correo electrónico', 'i@example.cl'),
      value('Teléfono', '+56 9 8123 4567'),
    ];
    expect(matchLocally(spanish, page, { lang: 'es' }).values).toEqual({ n: 'Ignacio', a: 'Fuentes Parra' });
    const english = [value('Full name', 'Oliver James Hartley'), value('Email', 'o@example.com')];
    expect(matchLocally(english, page, { lang: 'es' }).values).toEqual({ n: 'Oliver', a: 'Hartley' });
  });

  it('leaves a landline box empty when the only phone is a mobile, and a PEC box without a PEC', () => {
    const giulia = [
      value('Cellulare', '+39 347 182 9034'),
      value('Email', 'giulia@example.it'),
      value('Paese', 'Italia'),
    ];
    const page = [
      field({ key: 'cell', label: 'Cellulare', type: 'tel' }),
      field({ key: 'fisso', label: 'Telefono fisso', type: 'tel' }),
      field({ key: 'mail', label: 'E-mail', type: 'email' }),
      field({ key: 'pec', label: 'PEC', name: 'PEC', type: 'email' }),
    ];
    const { values } = matchLocally(giulia, page, { lang: 'it' });
    expect(Object.keys(values).sort()).toEqual(['cell', 'mail']);
    const alone = [value('Teléfono', '+34 612 48 73 95'), value('País', 'España')];
    const fijo = [field({ key: 'fijo', label: 'Teléfono fijo', type: 'tel' })];
    expect(matchLocally(alone, fijo, { lang: 'es' }).values).toEqual({});
  });

  it('asks a name’s and an address’s parts apart only where the page does', () => {
    const jeroen = [
      value('Achternaam', 'van der Berg'),
      value('Adres', 'Oudegracht 214 A'),
      value('Woonplaats', 'Utrecht'),
    ];
    const apart = [
      field({ key: 'tv', label: 'Tussenvoegsel' }),
      field({ key: 'an', label: 'Achternaam' }),
      field({ key: 'nr', label: 'Huisnummer' }),
      field({ key: 'toev', label: 'toev.' }),
    ];
    expect(matchLocally(jeroen, apart, { lang: 'nl' }).values).toEqual({
      tv: 'van der',
      an: 'Berg',
      nr: '214',
      toev: 'A',
    });
    const whole = [field({ key: 'an', label: 'Achternaam' }), field({ key: 'nr', label: 'Huisnummer' })];
    expect(matchLocally(jeroen, whole, { lang: 'nl' }).values).toEqual({ an: 'van der Berg', nr: '214A' });
    const sara = [value('Apellidos', 'Fernández Ortega'), value('Municipio', 'Torino (TO)')];
    const spanish = [
      field({ key: 'a1', label: 'Primer apellido' }),
      field({ key: 'a2', label: 'Segundo apellido' }),
      field({ key: 'c', label: 'Municipio' }),
      field({ key: 'p', label: 'Provincia' }),
    ];
    expect(matchLocally(sara, spanish, { lang: 'es' }).values).toEqual({ a1: 'Fernández', a2: 'Ortega', c: 'Torino' });
  });

  it('reads a template in its own language first ("Nome" is a whole name in Portuguese) and keeps a licence number out of other numbers', () => {
    const camila = [
      value('Nome', 'Camila Rocha Nogueira'),
      value('Celular', '(11) 97412-3385'),
      value('Nascimento', '1991-02-19'),
    ];
    expect(matchLocally(camila, [field({ key: 'n', label: 'Nome completo' })], { lang: 'pt-BR' }).values).toEqual({
      n: 'Camila Rocha Nogueira',
    });
    const olivier = [value('Prénom', 'Olivier'), { ...value('Numéro', '2310456789'), group: 'Permis de conduire' }];
    const page = [field({ key: 'vol', label: 'Numéro de vol d’arrivée' })];
    expect(matchLocally(olivier, page, { lang: 'fr' }).values).toEqual({});
  });

  it('answers a salutation from the sex the template gives (Ms for a woman)', () => {
    const jeroen = [value('Naam', 'Jeroen de Vries'), value('Geslacht', 'man')];
    const aanhef = field({
      key: 'a',
      kind: 'select',
      tag: 'select',
      label: 'Aanhef',
      options: [
        { value: '', text: 'Kies' },
        { value: 'dhr', text: 'De heer' },
        { value: 'mevr', text: 'Mevrouw' },
      ],
    });
    expect(matchLocally(jeroen, [aanhef], { lang: 'nl' }).values).toEqual({ a: 'dhr' });
    const anna = [value('Name', 'Anna Weber'), value('Geschlecht', 'weiblich')];
    const anrede = field({
      key: 'a',
      kind: 'select',
      tag: 'select',
      label: 'Anrede',
      options: [
        { value: '', text: 'Bitte auswählen' },
        { value: 'herr', text: 'Herr' },
        { value: 'frau', text: 'Frau' },
      ],
    });
    expect(matchLocally(anna, [anrede], { lang: 'de' }).values).toEqual({ a: 'frau' });
  });

  it('derives no first or last name from one word or from a name that begins with its particle', () => {
    const page = [field({ key: 'first', label: 'Prénom' }), field({ key: 'last', label: 'Nom' })];
    expect(matchLocally([value('Nom', 'Lefèvre')], page, { lang: 'fr' }).values).toEqual({});
    expect(matchLocally([value('Nom', 'Van den Broeck')], page, { lang: 'fr' }).values).toEqual({});
  });

  it('keeps a street line written with a comma after its number as written', () => {
    const home = [value('Street address', '4520, rue Saint-Denis, app. 3')];
    const page = [field({ key: 'line1', label: 'Address line 1' })];
    expect(matchLocally(home, page).values).toEqual({ line1: '4520, rue Saint-Denis' });
  });
});

describe('given names asked in the plural', () => {
  it('never splits a family name from a template’s “Nombres” ("Camila Andrea" is two given names)', () => {
    const camila = [value('Nombres', 'Camila Andrea', 'Mis datos')];
    const page = [field({ key: 'given', label: 'Nombre(s)' }), field({ key: 'family', label: 'Apellido(s)' })];
    expect(matchLocally(camila, page, { lang: 'es-CO' }).values).toEqual({ given: 'Camila Andrea' });
  });
});

describe('family names held apart in a template', () => {
  it('reads a bare "Nombre" beside "Primer/Segundo apellido" as the given name, and never a whole name’s box as a part', () => {
    const lucia = [value('Nombre', 'Lucía'), value('Primer apellido', 'Navarro'), value('Segundo apellido', 'Ibáñez')];
    const page = [
      field({ key: 'n', label: 'Nombre' }),
      field({ key: 'a', label: 'Apellidos' }),
      field({ key: 'full', label: 'Nombre y apellidos' }),
    ];
    expect(matchLocally(lucia, page, { lang: 'es' }).values).toEqual({
      n: 'Lucía',
      a: 'Navarro Ibáñez',
      full: 'Lucía Navarro Ibáñez',
    });
  });
});

describe('every given name', () => {
  it('answers "Prénoms" with the template’s "Prénoms (état civil)", written as the help text shows', () => {
    const nathalie = [
      value('Prénom', 'Nathalie'),
      value('Prénoms (état civil)', 'Nathalie Marie Josette'),
      value('Nom', 'Garnier'),
    ];
    const page = [
      field({
        key: 'p',
        label: 'Prénoms',
        hint: 'Tous vos prénoms, séparés par une virgule. Exemple : Marie, Louise, Anne',
      }),
      field({ key: 'usuel', label: 'Prénom' }),
    ];
    expect(matchLocally(nathalie, page, { lang: 'fr' }).values).toEqual({
      p: 'Nathalie, Marie, Josette',
      usuel: 'Nathalie',
    });
  });

  it('answers "Given name(s)" with the first and middle names of a whole name, except where the middle word is a surname', () => {
    const emily = [value('Full name', 'Emily Anne Tremblay', 'Me')];
    const page = [field({ key: 'given', label: 'Given name(s)' }), field({ key: 'surname', label: 'Surname' })];
    expect(matchLocally(emily, page, { lang: 'en-CA' }).values).toEqual({ given: 'Emily Anne', surname: 'Tremblay' });
    const mariana = [value('Nombre completo', 'Mariana Villaseñor Ortega', 'Yo')];
    const nombres = [field({ key: 'given', label: 'Nombre(s)' })];
    expect(matchLocally(mariana, nombres, { lang: 'es-MX' }).values).toEqual({ given: 'Mariana' });
  });
});

describe('a postcode in two boxes', () => {
  const boxes = [
    field({ key: 'cp1', label: 'Código postal (4 dígitos)', maxLength: 4 }),
    field({ key: 'cp2', label: 'Código postal (3 dígitos)', maxLength: 3 }),
  ];

  it('writes each piece in its box ("4050-107")', () => {
    const values = [value('Código postal', '4050-107', 'Morada')];
    expect(matchLocally(values, boxes, { lang: 'pt-PT' }).values).toEqual({ cp1: '4050', cp2: '107' });
  });

  it('writes a postcode of one piece in the first box only (ZIP and ZIP+4)', () => {
    const zip = [field({ key: 'zip', label: 'ZIP code' }), field({ key: 'plus4', label: 'ZIP+4', maxLength: 4 })];
    expect(matchLocally([value('ZIP', '94103', 'Home')], zip).values).toEqual({ zip: '94103' });
  });
});

describe('a label two template values answer as well', () => {
  it('takes neither ("Área" and "Formação" for "Curso / área de formação")', () => {
    const values = [
      value('Área', 'Contabilidade e Finanças', 'Profissional'),
      value('Formação', 'Licenciatura em Gestão', 'Profissional'),
    ];
    const page = [field({ key: 'curso', label: 'Curso / área de formação' })];
    expect(matchLocally(values, page, { lang: 'pt-PT' }).values).toEqual({});
  });
});

describe('a phone in two boxes under one label', () => {
  it('gives the area code to the box that names it and the number to the next ("Téléphone [ind. rég.] [555-5555]")', () => {
    const values = [{ ...value('Cellulaire', '819 555-0164', 'Étudiante'), type: 'tel' as const }];
    const page = [
      field({ key: 'ind', name: 'q7f2g_ind', label: 'Téléphone', placeholder: 'ind. rég.' }),
      field({ key: 'num', name: 'q7f2g_num', label: 'Téléphone', placeholder: '555-5555' }),
    ];
    const filled = matchLocally(values, page, { lang: 'fr-CA' }).values;
    expect(filled.ind).toBe('819');
    expect(String(filled.num).replace(/\D/g, '')).toBe('5550164');
  });

  it('keeps a unit written before the street on line 1 with it', () => {
    const page = [field({ key: 'l1', label: 'Address line 1', name: 'address_line1', autocomplete: 'address-line1' })];
    const { values } = matchLocally([value('Address', 'Unit 12, 48 Railway Parade')], page, { lang: 'en-AU' });
    expect(values.l1).toBe('Unit 12, 48 Railway Parade');
  });
});

describe('a flat before the street', () => {
  const template = [
    value('First name', 'Daniel'),
    value('Surname', 'Okafor'),
    value('Address', 'Flat 3, 51 Hyde Park Road', 'Home'),
    value('City', 'Leeds', 'Home'),
  ];
  const page = [
    field({ key: 'houseName', name: 'houseName', label: 'House name' }),
    field({ key: 'houseNumber', name: 'houseNumber', label: 'House number' }),
    field({ key: 'street', name: 'street', label: 'Street' }),
  ];

  it('splits "Flat 3, 51 Hyde Park Road" into the street’s number and name, never the flat’s', () => {
    const { values } = matchLocally(template, page, { lang: 'en-GB' });
    expect(values.houseNumber).toBe('51');
    expect(values.street).toBe('Hyde Park Road');
  });

  it('never writes a person’s name into "House name"', () => {
    expect(matchLocally(template, page, { lang: 'en-GB' }).values.houseName).toBeUndefined();
  });
});

describe('a table of people, one column each', () => {
  it('reads "Name Kind 1" as Kind 1’s surname when the page asks "Vorname Kind 1" apart', () => {
    const template = [value('Vorname', 'Jana', 'Ich'), value('Name', 'Emma Köhler', 'Unsere Tochter Emma')];
    const columns = ['Ehegatte', 'Kind 1', 'Kind 2', 'Kind 3'];
    const row = (word: string) =>
      columns.map((person) =>
        field({
          key: `${word}${person.replace(/\D/g, '') || 'E'}`,
          label: `${word} ${person}`,
          context: `${word} · Angaben zu den Familienangehörigen`,
        }),
      );
    const page = [...row('Name'), ...row('Vorname')];
    expect(matchLocally(template, page, { lang: 'de-DE' }).values).toEqual({ Name1: 'Köhler', Vorname1: 'Emma' });
  });
});

describe('a family name with an Arabic particle', () => {
  it('keeps "El" with the family name ("Youssef El Amrani")', () => {
    const page = [field({ key: 'given', label: 'Nome' }), field({ key: 'family', label: 'Cognome' })];
    const { values } = matchLocally([value('Nome e cognome', 'Youssef El Amrani', 'Io')], page, { lang: 'it-IT' });
    expect([values.given, values.family]).toEqual(['Youssef', 'El Amrani']);
  });
});

describe('one question per page, as GOV.UK asks it', () => {
  const rhys = [
    value('First name', 'Rhys', 'About me'),
    value('Middle name', 'Gareth', 'About me'),
    value('Surname', 'Pritchard', 'About me'),
    value('Born', 'Swansea, Wales', 'About me'),
    value('Town', 'Bristol', 'Home'),
  ];

  it('gives "First name and any middle names" every given name the template holds apart', () => {
    const page = [field({ key: 'first', label: 'First name and any middle names', context: 'What is your name?' })];
    expect(matchLocally(rhys, page, { lang: 'en-GB' }).values).toEqual({ first: 'Rhys Gareth' });
  });

  it('asks a birthplace by its group: the town of "Born: Swansea, Wales", never the home town', () => {
    const page = [
      field({ key: 'town', label: 'Town or city', context: 'Where were you born?' }),
      field({ key: 'home', label: 'Town or city', context: 'What is your home address?' }),
    ];
    expect(matchLocally(rhys, page, { lang: 'en-GB' }).values).toEqual({ town: 'Swansea', home: 'Bristol' });
  });

  it('reads "Born" as a date when the template writes one', () => {
    const born = [value('Born', '1986-04-09', 'About me')];
    const page = [field({ key: 'dob', label: 'Date of birth', placeholder: 'DD/MM/YYYY' })];
    expect(matchLocally(born, page, { lang: 'en-GB' }).values).toEqual({ dob: '09/04/1986' });
  });
});
