import { parseArgs } from 'node:util';
import { type Template, templatesResponseSchema } from '@filldeck/shared';
import { responseSerializer } from '../../apps/server/src/lib/response-serializer.ts';

// How long writing one `GET /api/templates` answer takes: the server's response serializer
// (the route's zod schema compiled by fast-json-stringify) against plain JSON.stringify and
// against checking the answer with zod first. `npm run bench:serialize -- [--templates 2,20,70]`.

const { values } = parseArgs({ options: { templates: { type: 'string', default: '2,20,70' } } });
const sizes = values.templates.split(',').map(Number);

function template(i: number): Template {
  return {
    id: `tpl_${i}`,
    ownerUid: 'user_1',
    name: `Template ${i}`,
    projectId: i % 2 ? null : 'prj_1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    sections: [
      { id: 'sec_1', componentId: 'cmp_1' },
      { id: 'sec_2', componentId: 'cmp_2' },
    ],
    adHocFields: [{ id: 'adhoc_1', name: 'Email', value: 'ada@example.test', type: 'email', required: false }],
    aiInstructions: 'Answer as a senior engineer; keep it short.',
    aiSettings: {
      model: 'gpt-4o-mini',
      max_tokens: 1200,
      tone: 'friendly',
      style: 'concise',
      tick_agreements: true,
      clear_marketing: true,
    },
    locked: false,
    specialization: 'other',
  };
}

const compiled = responseSerializer({ schema: templatesResponseSchema, method: 'GET', url: '/api/templates' } as never);
const ways: [string, (answer: unknown) => string][] = [
  ['ours (fast-json-stringify)', compiled],
  ['JSON.stringify', (answer) => JSON.stringify(answer)],
  ['zod parse + stringify', (answer) => JSON.stringify(templatesResponseSchema.parse(answer))],
];

console.log('µs per GET /api/templates answer (median of 5 rounds)');
console.log(`${'templates'.padEnd(10)}${ways.map(([name]) => name.padStart(28)).join('')}`);
for (const size of sizes) {
  const answer = { templates: Array.from({ length: size }, (_, i) => template(i)) };
  const iterations = Math.max(200, Math.round(100_000 / size));
  const cells = ways.map(([, write]) => {
    const rounds: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < iterations / 10; i++) write(answer);
      const started = performance.now();
      for (let i = 0; i < iterations; i++) write(answer);
      rounds.push(((performance.now() - started) * 1000) / iterations);
    }
    rounds.sort((a, b) => a - b);
    const median = rounds[2] ?? Number.NaN;
    return median.toFixed(1).padStart(28);
  });
  console.log(`${String(size).padEnd(10)}${cells.join('')}`);
}
