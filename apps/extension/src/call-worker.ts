import { browser } from 'wxt/browser';
import { replyOf } from './protocol.ts';
import type { WorkerCalls } from './worker-protocol.ts';

/** Asks the service worker; its typed reply, or the error it answered with. */
export async function callWorker<K extends keyof WorkerCalls & string>(
  kind: K,
  request: WorkerCalls[K]['request'],
): Promise<WorkerCalls[K]['reply']> {
  return replyOf<WorkerCalls[K]['reply']>(await browser.runtime.sendMessage({ ...request, kind }));
}
