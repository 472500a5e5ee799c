import { readFileSync } from 'node:fs';
import { matchLocally } from './src/modules/autofill/local-matcher/match-locally.ts';
const { values, fields, lang } = JSON.parse(readFileSync(process.argv[2] ?? '/tmp/dump/s01.json', 'utf8'));
for (let i = 0; i < 3; i++) matchLocally(values, fields, { lang });
const t0 = performance.now();
for (let i = 0; i < 20; i++) matchLocally(values, fields, { lang });
console.log('ms per fill', (performance.now() - t0) / 20);
