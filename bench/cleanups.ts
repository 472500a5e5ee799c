/**
 * What a bench started (servers, clusters, temp folders), undone in reverse order once: at the end
 * in `finally`, or on Ctrl-C, so that nothing (a PostgreSQL cluster, a browser) outlives the bench.
 */
export function benchCleanups() {
  const cleanups: (() => Promise<void> | void)[] = [];
  let cleaning: Promise<void> | undefined;
  const cleanUp = () => {
    cleaning ??= (async () => {
      for (const cleanup of cleanups.reverse()) {
        try {
          await cleanup();
        } catch (error) {
          console.error('Cleaning up:', error);
        }
      }
    })();
    return cleaning;
  };
  process.once('SIGINT', () => {
    void cleanUp().then(() => process.exit(130));
  });
  return { cleanups, cleanUp };
}
