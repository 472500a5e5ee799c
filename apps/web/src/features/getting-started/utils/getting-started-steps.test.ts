import { describe, expect, it } from 'vitest';
import { doneSteps, type GettingStartedFacts, isChecklistDue } from './getting-started-steps.ts';

const brandNew: GettingStartedFacts = { extensionHere: 'absent', connectedBrowsers: 0, components: 0, fills: 0 };

describe('the first steps on the dashboard', () => {
  it('are all to do for a brand-new account in a browser without the extension', () => {
    expect(doneSteps(brandNew)).toEqual({ install: false, connect: false, details: false, 'first-fill': false });
  });

  it('tick the install once the extension answers here, and the connect once it is signed in', () => {
    expect(doneSteps({ ...brandNew, extensionHere: 'installed' })).toMatchObject({ install: true, connect: false });
    expect(doneSteps({ ...brandNew, extensionHere: 'connected' })).toMatchObject({ install: true, connect: true });
  });

  it('count an extension signed in on another browser as installed and connected', () => {
    expect(doneSteps({ ...brandNew, extensionHere: 'checking', connectedBrowsers: 1 })).toMatchObject({
      install: true,
      connect: true,
    });
  });

  it('tick the details with a first component and the fill with a first fill', () => {
    expect(doneSteps({ ...brandNew, components: 1, fills: 3 })).toMatchObject({ details: true, 'first-fill': true });
  });

  it('treat what is still loading as not done yet', () => {
    expect(
      doneSteps({ extensionHere: 'checking', connectedBrowsers: undefined, components: undefined, fills: 0 }),
    ).toEqual({ install: false, connect: false, details: false, 'first-fill': false });
  });
});

describe('when the first steps show', () => {
  it('shows at once to a user without a fill, while the rest is still loading', () => {
    expect(
      isChecklistDue({ extensionHere: 'checking', connectedBrowsers: undefined, components: undefined, fills: 0 }),
    ).toBe(true);
  });

  it('shows to a user who has filled only once it knows a step is still to do', () => {
    const filled = { ...brandNew, fills: 2 };
    expect(isChecklistDue({ ...filled, components: undefined })).toBe(false);
    expect(isChecklistDue({ ...filled, extensionHere: 'checking' })).toBe(false);
    expect(isChecklistDue({ ...filled, extensionHere: 'connected' })).toBe(true);
  });

  it('stays away once every step is done', () => {
    expect(isChecklistDue({ extensionHere: 'checking', connectedBrowsers: 1, components: 4, fills: 2 })).toBe(false);
    expect(isChecklistDue({ extensionHere: 'connected', connectedBrowsers: 0, components: 4, fills: 2 })).toBe(false);
  });
});
