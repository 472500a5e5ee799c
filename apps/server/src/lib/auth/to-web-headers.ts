import type { FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER } from './create-auth.ts';

const SKIPPED_REQUEST_HEADERS = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'host',
  CLIENT_IP_HEADER,
]);

/** The Fastify request's headers as Web Headers, plus the client address Fastify resolved. */
export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || SKIPPED_REQUEST_HEADERS.has(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}
