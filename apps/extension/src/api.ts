import type {
  AutofillAppliedResponse,
  AutofillRequestInput,
  AutofillResponse,
  ExtensionSessionResponse,
  ExtensionTemplate,
  Me,
  RememberAnswerRequest,
} from '@filldeck/shared';

/** The server said this token no longer works (revoked, expired, signed out elsewhere). */
export class SessionEndedError extends Error {
  constructor() {
    super('Your FillDeck session has ended. Sign in on the dashboard again.');
  }
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Credits the failed request still cost (a model that was asked but answered unreadably). */
    readonly charged = 0,
  ) {
    super(message);
  }
}

async function call<T>(origin: string, path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, headers, ...rest } = init;
  const response = await fetch(`${origin}${path}`, {
    ...rest,
    credentials: 'omit',
    headers: {
      accept: 'application/json',
      ...(rest.body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
  if (response.status === 401 && token) throw new SessionEndedError();
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => ({}))) as { error?: string; usage?: { credits?: number } };
  if (!response.ok) {
    throw new ApiError(response.status, body.error ?? `The server answered ${response.status}.`, body.usage?.credits);
  }
  return body as T;
}

/** The dashboard's handoff id token for an extension session (POST /api/extension/session). */
export const exchangeIdToken = (origin: string, idToken: string, browser: string) =>
  call<ExtensionSessionResponse>(origin, '/api/extension/session', {
    method: 'POST',
    body: JSON.stringify({ idToken, browser }),
  });

/** Ends this browser's extension session on the server. */
export const endSession = (origin: string, token: string) =>
  call<void>(origin, '/api/extension/session', { method: 'DELETE', token });

export const getMe = (origin: string, token: string) => call<Me>(origin, '/api/me', { token });

export const listTemplates = (origin: string, token: string) =>
  call<{ templates: ExtensionTemplate[] }>(origin, '/api/templates', { token });

/** POST /api/autofill with an idempotency key, so a retried request is charged once. */
export const requestFill = (origin: string, token: string, body: AutofillRequestInput, idempotencyKey: string) =>
  call<AutofillResponse>(origin, '/api/autofill', {
    method: 'POST',
    token,
    body: JSON.stringify(body),
    headers: { 'idempotency-key': idempotencyKey },
  });

/** POST /api/autofill/{fillId}/applied: the fields the user applied; the fill is charged once, then. */
export const reportApplied = (origin: string, token: string, fillId: string, keys: string[]) =>
  call<AutofillAppliedResponse>(origin, `/api/autofill/${encodeURIComponent(fillId)}/applied`, {
    method: 'POST',
    token,
    body: JSON.stringify({ keys }),
  });

/** POST /api/remembered-answers: the user asked the preview to remember this answer for the site. */
export const rememberAnswer = (origin: string, token: string, body: RememberAnswerRequest) =>
  call<unknown>(origin, '/api/remembered-answers', { method: 'POST', token, body: JSON.stringify(body) });

/** POST /api/templates/{id}/ad-hoc-fields: "Add to my template" in the preview. */
export const addToTemplate = (
  origin: string,
  token: string,
  templateId: string,
  field: { name: string; value: string },
) =>
  call<unknown>(origin, `/api/templates/${encodeURIComponent(templateId)}/ad-hoc-fields`, {
    method: 'POST',
    token,
    body: JSON.stringify(field),
  });

/** Bytes as base64, in slices (a service worker has no Buffer; 5 MB at once overflows the call stack). */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

/**
 * GET /api/files/{id}: one of the user's files, fetched only when a fill that attaches it is
 * applied; its bytes as base64 (what a message to the page's frame can carry).
 */
export async function downloadFile(origin: string, token: string, id: string): Promise<string> {
  const response = await fetch(`${origin}/api/files/${encodeURIComponent(id)}`, {
    credentials: 'omit',
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status === 401) throw new SessionEndedError();
  if (!response.ok) throw new ApiError(response.status, `The server answered ${response.status}.`);
  return base64Of(new Uint8Array(await response.arrayBuffer()));
}
