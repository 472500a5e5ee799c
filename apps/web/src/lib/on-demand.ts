/** A module (or a part of one) fetched once, on first use, and shared by everything that asks for it. */
export interface OnDemand<C> {
  get: () => C | undefined;
  load: () => Promise<C>;
}

export function onDemand<C>(load: () => Promise<C>): OnDemand<C> {
  let value: C | undefined;
  let pending: Promise<C> | undefined;
  return {
    get: () => value,
    load: () => {
      pending ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = undefined; // offline for a moment: the next point or press tries again
          throw error;
        },
      );
      return pending;
    },
  };
}
