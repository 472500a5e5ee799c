import { get } from 'node:http';

export interface FreshAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * GET over a connection of its own (no keep-alive pool): a stopping server closes its idle
 * connections, and a pooled request sent on one at that moment fails with ECONNRESET, which is the
 * client's race, not what the server answered.
 */
export function freshGet(url: string): Promise<FreshAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    }).on('error', reject);
  });
}
