/** Path of the written bundle (dist/form-engine.js). */
export const bundlePath: string;
/** Bundles the engine as an IIFE defining `FillDeckEngine`; returns its code, and writes it unless `write` is false. */
export function buildEngineBundle(options?: { write?: boolean }): Promise<string>;
