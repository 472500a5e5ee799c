import type { FillValue } from '@filldeck/shared';
import type { ExtensionProfile } from '@filldeck/shared/extension-contract';
import type { HandoffAction } from './handoff.ts';

/** Messages the extension's parts send its service worker (runtime.sendMessage). */
export type WorkerRequest =
  | { kind: 'handoff'; action: HandoffAction }
  | { kind: 'status' }
  | { kind: 'sign-out' }
  | { kind: 'set-dashboard'; origin: string }
  | { kind: 'fill'; tabId: number; templateId: string }
  /** From the fill script in a page: apply or undo the values of one of the page's other frames. */
  | { kind: 'frame-apply'; frameId: number; values: Record<string, FillValue> }
  | { kind: 'frame-undo'; frameId: number };

/** Whether the extension holds a session, and with which dashboard it works. */
export type WorkerStatus =
  | { signedIn: false; dashboardUrl: string }
  | { signedIn: true; profile: ExtensionProfile; dashboardUrl: string };
