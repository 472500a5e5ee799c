import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const modulesDir = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Each module's imports of other modules (`modules/<name>/…`), from its source files, tests apart. */
function moduleImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const entry of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const imports = new Set<string>();
    for (const file of sourceFiles(path.join(modulesDir, entry.name))) {
      for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
        const [other] = path.relative(modulesDir, path.resolve(path.dirname(file), specifier)).split(path.sep);
        if (other && other !== entry.name && !other.startsWith('..') && !other.endsWith('.ts')) imports.add(other);
      }
    }
    graph.set(entry.name, imports);
  }
  return graph;
}

/** Cycles of module imports, each as `a → b → … → a`. */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const visit = (name: string, path: string[]) => {
    if (path.includes(name)) return void found.push([...path.slice(path.indexOf(name)), name].join(' → '));
    if (done.has(name)) return;
    for (const next of graph.get(name) ?? []) visit(next, [...path, name]);
    done.add(name);
  };
  for (const name of graph.keys()) visit(name, []);
  return found;
}

describe('module imports', () => {
  it('go one way: no modules import each other', () => {
    const graph = moduleImports();
    expect(graph.get('plan')?.size, 'modules/plan is read').toBeDefined();
    expect(cycles(graph)).toEqual([]);
  });

  it('keep the plan below account and billing: it imports neither', () => {
    const graph = moduleImports();
    expect([...(graph.get('plan') ?? [])]).toEqual(['events']);
    expect(graph.get('billing')?.has('account')).toBe(false);
  });
});
