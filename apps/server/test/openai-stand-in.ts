import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat-completions request as the stand-in received it. */
export interface ChatRequest {
  authorization: string | undefined;
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    max_tokens?: number;
    response_format?: { type: string };
  };
}

/** What the stand-in answers to one request. */
export type StandInReply =
  /** A completion whose message content is this text (JSON or not). */
  | { content: string; usage?: { prompt_tokens: number; completion_tokens: number }; until?: undefined }
  /** An HTTP error with OpenAI's error body. */
  | { status: number }
  /** No answer at all for this long (a hung model). */
  | { hangMs: number }
  /** This completion once `until` settles (a model still thinking while the test looks around). */
  | { content: string; until: Promise<unknown>; usage?: { prompt_tokens: number; completion_tokens: number } };

/**
 * A local stand-in of an OpenAI-compatible `POST /v1/chat/completions` for tests: answers each
 * request with the next queued reply (a completion, an HTTP error or silence) and records the
 * requests it got. With nothing queued it answers 500.
 */
export async function startOpenAiStandIn() {
  const queue: Array<StandInReply | ((request: ChatRequest) => StandInReply)> = [];
  const requests: ChatRequest[] = [];
  const hung = new Set<ServerResponse>();
  const waiting: Array<{ count: number; resolve: () => void }> = [];

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return send(res, 404, { error: 'not found' });
      const request: ChatRequest = { authorization: req.headers.authorization, body: JSON.parse(raw) };
      requests.push(request);
      for (const w of waiting.filter((w) => requests.length >= w.count)) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve();
      }
      const next = queue.shift();
      const reply = typeof next === 'function' ? next(request) : next;
      if (!reply) return send(res, 500, { error: { message: 'nothing queued', type: 'server_error' } });
      if ('hangMs' in reply) {
        hung.add(res);
        setTimeout(() => {
          hung.delete(res);
          if (!res.writableEnded) res.destroy();
        }, reply.hangMs);
        return;
      }
      if ('status' in reply) {
        return send(res, reply.status, { error: { message: `stand-in ${reply.status}`, type: 'stand_in' } });
      }
      const usage = reply.usage ?? { prompt_tokens: 800, completion_tokens: 100 };
      const complete = () =>
        send(res, 200, {
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: request.body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' }],
          usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
        });
      if (reply.until) void reply.until.then(complete, complete);
      else complete();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Queues the replies to the next requests, in order. */
    reply(...replies: Array<StandInReply | ((request: ChatRequest) => StandInReply)>) {
      queue.push(...replies);
    },
    /** Settles once the stand-in has received `count` requests in all (since the last reset). */
    received(count: number): Promise<void> {
      if (requests.length >= count) return Promise.resolve();
      return new Promise<void>((resolve) => waiting.push({ count, resolve }));
    },
    reset() {
      queue.length = 0;
      requests.length = 0;
    },
    async close() {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type OpenAiStandIn = Awaited<ReturnType<typeof startOpenAiStandIn>>;
