import type { CaseTemplate } from './case-file.ts';

// biome-ignore format: a word list, ten to a line
const TOPICS = [
  'colour', 'fruit', 'river', 'mountain', 'author', 'painter', 'composer', 'vegetable', 'flower', 'insect',
  'bird', 'fish', 'mammal', 'reptile', 'planet', 'galaxy', 'country', 'city', 'island', 'ocean',
  'desert', 'forest', 'movie', 'series', 'novel', 'poem', 'song', 'album', 'instrument', 'sport',
  'team', 'athlete', 'game', 'puzzle', 'recipe', 'dessert', 'drink', 'cheese', 'bread', 'spice',
  'herb', 'tree', 'gemstone', 'metal', 'fabric', 'language', 'alphabet', 'holiday', 'season', 'weekday',
];

type Kind = 'text' | 'email' | 'tel' | 'select';
interface SyntheticField {
  id: string;
  label: string;
  kind: Kind;
  value: string;
  options: string[];
}

/** Contact fields a person's template holds once each; the rest are questions on a topic. */
const CONTACT: Record<number, Omit<SyntheticField, 'id' | 'options'>> = {
  4: { label: 'Email address', kind: 'email', value: 'ada@example.com' },
  6: { label: 'Phone number', kind: 'tel', value: '+1 415 555 0134' },
  13: { label: 'Work email', kind: 'email', value: 'ada@engines.example' },
  20: { label: 'Fax number', kind: 'tel', value: '+1 415 555 0199' },
};

/** Every ninth field a select, four contact fields (email, tel), the rest text. */
function fieldAt(topic: string, i: number): SyntheticField {
  const id = `f${i}`;
  const contact = CONTACT[i];
  if (contact) return { id, ...contact, options: [] };
  if (i % 9 === 8) {
    const options = ['Rarely', 'Sometimes', 'Often', 'Daily'].map((o) => `${o} (${topic})`);
    return { id, label: `How often: ${topic}`, kind: 'select', value: options[((i / 9) % 4) | 0] ?? '', options };
  }
  return { id, label: `Favourite ${topic}`, kind: 'text', value: `My ${topic} number ${i + 1}`, options: [] };
}

function controlHtml(field: SyntheticField): string {
  const label = `<label for="${field.id}">${field.label}</label>`;
  if (field.kind === 'select') {
    const options = field.options.map((o, n) => `<option value="o${n}">${o}</option>`).join('');
    return `${label} <select id="${field.id}" name="${field.id}"><option value="">Choose…</option>${options}</select>`;
  }
  return `${label} <input id="${field.id}" name="${field.id}" type="${field.kind}">`;
}

/**
 * A plain 50-field form (labelled text, email, tel and select controls) and a template holding
 * a value for each, for the timing figures. Also returns what each control should show.
 */
export function syntheticForm(): { html: string; template: CaseTemplate; expected: Record<string, string> } {
  const fields = TOPICS.map(fieldAt);
  const rows = fields.map((f) => `<p>${controlHtml(f)}</p>`).join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fifty questions</title></head><body><form>\n${rows}\n</form></body></html>`;
  const componentFields = fields.map((f) => ({
    label: f.label,
    type: f.kind === 'select' ? 'text' : f.kind,
    defaultValue: f.value,
  }));
  return {
    html,
    template: {
      name: 'Fifty answers',
      components: [
        { title: 'First half', fields: componentFields.slice(0, 25) },
        { title: 'Second half', fields: componentFields.slice(25) },
      ],
      adHocFields: [],
      aiInstructions: '',
    },
    expected: Object.fromEntries(fields.map((f) => [`#${f.id}`, f.value])),
  };
}
