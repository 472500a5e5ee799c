import type { FastifyRequest } from 'fastify';

/**
 * A lookup made at most once per request. Routes with a schema use `hook` as their
 * `preValidation`, so who is asking is settled first (signed out is 401 before a bad body is
 * 400), and their handler reads the same answer with `get`.
 */
export function oncePerRequest<T>(load: (request: FastifyRequest) => Promise<T>) {
  const answers = new WeakMap<FastifyRequest, Promise<T>>();
  const get = (request: FastifyRequest): Promise<T> => {
    let answer = answers.get(request);
    if (!answer) {
      answer = load(request);
      answers.set(request, answer);
    }
    return answer;
  };
  const hook = async (request: FastifyRequest) => {
    await get(request);
  };
  return { get, hook };
}
