import type { ExtensionProfile } from '@filldeck/shared/extension-contract';
import type { HandoffAction } from './handoff.ts';

/** Messages the extension's parts send its service worker (runtime.sendMessage). */
export type WorkerRequest =
  | { kind: 'handoff'; action: HandoffAction }
  | { kind: 'status' }
  | { kind: 'sign-out' }
  | { kind: 'fill'; tabId: number; templateId: string };

export type WorkerStatus = { signedIn: false } | { signedIn: true; profile: ExtensionProfile; dashboardUrl: string };
