import type { FillCase } from './case-file.ts';

const TOPICS =
  'colour fruit river mountain author painter composer vegetable flower insect bird fish mammal reptile planet ' +
  'galaxy country city island ocean desert forest movie series novel poem song album instrument sport team ' +
  'athlete game puzzle recipe dessert drink cheese bread spice herb tree gemstone metal fabric language ' +
  'alphabet holiday season weekday';

/** A plain 50-field form and a template answering it, for the timing figures. */
export function syntheticCase(): { html: string; template: FillCase['template'] } {
  const fields: Array<{ label: string; type: string; value: string }> = [];
  const topics = TOPICS.split(' ');
  topics.forEach((topic, i) => {
    fields.push({ label: `Favourite ${topic}`, type: 'text', value: `My ${topic} ${i + 1}` });
  });
  const inputs = fields
    .map((f, i) => `<p><label for="q${i}">${f.label}</label> <input id="q${i}" name="question_${i}" type="text"></p>`)
    .join('\n');
  return {
    html: `<!doctype html><html><head><meta charset="utf-8"><title>50 fields</title></head><body><form>${inputs}</form></body></html>`,
    template: {
      name: 'Timing',
      components: [
        {
          title: 'First',
          fields: fields.slice(0, 25).map((f) => ({ label: f.label, type: 'text', defaultValue: f.value })),
        },
        {
          title: 'Second',
          fields: fields.slice(25).map((f) => ({ label: f.label, type: 'text', defaultValue: f.value })),
        },
      ],
      adHocFields: [],
      aiInstructions: '',
    },
  };
}
