/**
 * The values of promises that run together, or the first rejection in the order given (not in
 * the order they happened), so that running steps side by side never changes which error wins.
 */
export async function inOrder<T extends readonly unknown[]>(promises: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(promises);
  for (const result of settled) if (result.status === 'rejected') throw result.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
