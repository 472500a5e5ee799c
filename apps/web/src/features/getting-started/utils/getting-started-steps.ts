/** The first steps, in order: from nothing to a first filled form in about two minutes. */
export const GETTING_STARTED_STEPS = ['install', 'connect', 'details', 'first-fill'] as const;
export type GettingStartedStep = (typeof GETTING_STARTED_STEPS)[number];

/** What the dashboard knows, each from real state. */
export interface GettingStartedFacts {
  /** The extension in this browser, as its content script says (checking until it answers or 1.5 s pass). */
  extensionHere: 'checking' | 'absent' | 'installed' | 'connected';
  /** Browsers the extension is signed in on for this account (GET /api/extension/sessions); undefined while loading. */
  connectedBrowsers: number | undefined;
  /** The user's components, their details for every form (GET /api/components); undefined while loading. */
  components: number | undefined;
  /** The user's fills, all time (GET /api/usage/summary). */
  fills: number;
}

/**
 * Which steps are done. The extension counts as installed and connected when it is connected in
 * this browser or signed in on any other (a user who set it up elsewhere has done those steps);
 * installed here without a session, only the install is done.
 */
export function doneSteps(facts: GettingStartedFacts): Record<GettingStartedStep, boolean> {
  const isConnected = facts.extensionHere === 'connected' || (facts.connectedBrowsers ?? 0) > 0;
  return {
    install: isConnected || facts.extensionHere === 'installed',
    connect: isConnected,
    details: (facts.components ?? 0) > 0,
    'first-fill': facts.fills > 0,
  };
}

/**
 * Whether the dashboard shows the first steps (unless dismissed): at once to a user without a fill
 * yet; to anyone else only once every fact is in and some step is still to do, so a user who has
 * done them all never sees it flash by.
 */
export function isChecklistDue(facts: GettingStartedFacts): boolean {
  const done = doneSteps(facts);
  if (!done['first-fill']) return true;
  const { components, connectedBrowsers, extensionHere } = facts;
  const isKnown =
    components !== undefined &&
    connectedBrowsers !== undefined &&
    (connectedBrowsers > 0 || extensionHere !== 'checking');
  return isKnown && !GETTING_STARTED_STEPS.every((step) => done[step]);
}

/** Where the dashboard remembers, per user, that they dismissed the first steps (this browser). */
export const dismissedKey = (userId: string) => `filldeck:getting-started-dismissed:${userId}`;
