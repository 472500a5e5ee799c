import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '../../../scripts/postgres-cluster.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** Starts a throwaway PostgreSQL 15 cluster (fsync off) and hands its URL to the tests. */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
