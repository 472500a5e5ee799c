export interface PostgresCluster {
  url: string;
  port: number;
  stop(): void;
}
export function freePort(): Promise<number>;
export function startPostgresCluster(options?: { port?: number }): Promise<PostgresCluster>;
