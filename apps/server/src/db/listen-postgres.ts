import type pg from 'pg';

const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5000;

/**
 * LISTENs on one dedicated pool connection. When that connection fails (PostgreSQL restarted,
 * the backend was terminated), it is dropped and LISTEN is set up again on a new one, retrying
 * with backoff — an error on a checked-out pg client would otherwise crash the process.
 * Notifications sent while no connection listens are lost. Resolves to the unsubscribe function.
 */
export async function listenPostgres(
  pool: pg.Pool,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.PoolClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RETRY_FIRST_MS;
  const onNotification = (msg: pg.Notification) => {
    if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
  };

  const scheduleRetry = () => {
    if (stopped) return;
    retry = setTimeout(() => connect().catch(scheduleRetry), delay);
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  };

  async function connect(): Promise<void> {
    const next = await pool.connect();
    next.on('notification', onNotification);
    next.once('error', () => {
      next.off('notification', onNotification);
      next.release(true);
      if (client === next) client = undefined;
      scheduleRetry();
    });
    try {
      await next.query(`LISTEN "${channel}"`);
    } catch (error) {
      next.release(true);
      throw error;
    }
    if (stopped) {
      next.release(true);
      return;
    }
    client = next;
    delay = RETRY_FIRST_MS;
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    if (!current) return;
    current.off('notification', onNotification);
    await current.query(`UNLISTEN "${channel}"`).catch(() => {});
    current.release();
  };
}
