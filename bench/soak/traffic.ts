import { performance } from 'node:perf_hooks';

export interface SoakUser {
  userId: string;
  cookie: string;
}

/** What the traffic saw: answers by status, failures, and each request's time. */
export interface TrafficStats {
  byStatus: Map<number, number>;
  networkErrors: number;
  writesAcknowledged: number;
  latenciesMs: number[];
}

const FIELDS = [
  { key: 'f1', kind: 'text', tag: 'input', type: 'text', label: 'First name' },
  { key: 'f2', kind: 'text', tag: 'input', type: 'email', label: 'Email' },
];

/**
 * A signed-in person's session on loop until `stop()`: list templates, read the usage summary,
 * make a template, fill a page with it (spends a credit), rename it, delete it, read their
 * profile. Each user talks to one server (`urlFor`); every answer is counted.
 */
export function runTraffic(users: SoakUser[], urlFor: (index: number) => string) {
  const stats: TrafficStats = { byStatus: new Map(), networkErrors: 0, writesAcknowledged: 0, latenciesMs: [] };
  let running = true;
  const call = async (url: string, user: SoakUser, method: string, path: string, body?: unknown) => {
    const started = performance.now();
    try {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: {
          cookie: user.cookie,
          origin: url,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      stats.latenciesMs.push(performance.now() - started);
      stats.byStatus.set(response.status, (stats.byStatus.get(response.status) ?? 0) + 1);
      if (response.ok && method !== 'GET') stats.writesAcknowledged += 1;
      return response.ok ? (JSON.parse(text || 'null') as unknown) : null;
    } catch {
      stats.networkErrors += 1;
      return null;
    }
  };
  const loop = async (user: SoakUser, index: number) => {
    const url = urlFor(index);
    let round = 0;
    while (running) {
      round += 1;
      await call(url, user, 'GET', '/api/templates');
      await call(url, user, 'GET', '/api/usage/summary');
      const created = (await call(url, user, 'POST', '/api/create_template', {
        title: `Soak ${index}-${round}`,
        fields: [
          { name: 'First name', value: 'Ada', type: 'text' },
          { name: 'Email', value: `ada${index}@example.com`, type: 'email' },
        ],
      })) as { templateId?: string } | null;
      const templateId = created?.templateId;
      if (templateId) {
        const fill = (await call(url, user, 'POST', '/api/autofill', {
          templateId,
          url: 'https://a.example/',
          title: 'A',
          fields: FIELDS,
        })) as { fillId?: string; values?: Record<string, unknown> } | null;
        // The user applies it: the fill is charged and counted now.
        if (fill?.fillId && fill.values) {
          await call(url, user, 'POST', `/api/autofill/${fill.fillId}/applied`, { keys: Object.keys(fill.values) });
        }
        await call(url, user, 'POST', '/api/update_template_name', {
          templateId,
          name: `Soak ${index}-${round} (renamed)`,
        });
        await call(url, user, 'DELETE', `/api/delete_template/${templateId}/`);
      }
      await call(url, user, 'GET', '/api/me');
    }
  };
  const done = Promise.all(users.map((user, index) => loop(user, index)));
  return {
    stats,
    stop: async () => {
      running = false;
      await done;
    },
  };
}
