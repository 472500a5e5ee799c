import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** The configuration the deployment guide (docs/deploy.md) gives: the bench runs this very file. */
export const SITE_CONFIG = path.resolve(import.meta.dirname, '../../deploy/nginx/filldeck.conf');

/**
 * nginx, installed with apt (Debian's `nginx-light`) when it is missing and we are root on Debian,
 * as scripts/system-deps.mjs installs Chromium; otherwise stops with what to install.
 */
export function ensureNginx(): void {
  if (existsSync(NGINX)) return;
  const isRoot = process.getuid?.() === 0;
  if (!existsSync('/etc/debian_version') || !isRoot) {
    throw new Error(`nginx is missing (${NGINX}): install it (Debian: apt-get install nginx-light) or set NGINX_PATH.`);
  }
  console.info('[bench] Installing with apt: nginx-light');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx-light'], {
    stdio: 'inherit',
    env,
  });
  if (!existsSync(NGINX)) throw new Error(`Still missing after apt: ${NGINX}`);
}

/** Replaces one piece of the guide's configuration, failing when it is not there exactly once. */
function replaceOnce(text: string, find: RegExp, replacement: string): string {
  const count = text.match(new RegExp(find.source, `${find.flags.replace('g', '')}g`))?.length ?? 0;
  if (count !== 1) throw new Error(`deploy/nginx/filldeck.conf: expected one ${find} (found ${count})`);
  return text.replace(find, replacement);
}

/** The guide's site configuration with the bench's addresses: nothing else changes. */
export function renderSiteConfig(site: string, listenPort: number, upstreamPorts: [number, number]): string {
  let text = replaceOnce(site, /listen 80;/, `listen 127.0.0.1:${listenPort};`);
  text = replaceOnce(text, /server 127\.0\.0\.1:3001 /, `server 127.0.0.1:${upstreamPorts[0]} `);
  text = replaceOnce(text, /server 127\.0\.0\.1:3002 /, `server 127.0.0.1:${upstreamPorts[1]} `);
  return text;
}

export interface Nginx {
  url: string;
  stop(): Promise<void>;
}

/** nginx in the foreground on a throwaway prefix (logs, temp files, pid), serving the site configuration. */
export async function startNginx(dir: string, listenPort: number, upstreamPorts: [number, number]): Promise<Nginx> {
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  // Workers run as an unprivileged user when the master is root: they write request bodies here.
  const temp = path.join(dir, 'temp');
  mkdirSync(temp, { recursive: true });
  chmodSync(dir, 0o755);
  chmodSync(temp, 0o777);
  const site = path.join(dir, 'filldeck.conf');
  writeFileSync(site, renderSiteConfig(readFileSync(SITE_CONFIG, 'utf8'), listenPort, upstreamPorts));
  const main = path.join(dir, 'nginx.conf');
  writeFileSync(
    main,
    `worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'logs', 'error.log')} warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path ${temp}/body;
    proxy_temp_path ${temp}/proxy;
    include ${site};
}
`,
  );
  const args = ['-p', dir, '-c', main];
  execFileSync(NGINX, [...args, '-t', '-q'], { stdio: 'inherit' });
  const child: ChildProcess = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${listenPort}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start (${child.exitCode})`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i === 100) throw new Error('nginx did not pass a request on within 10 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
