// @vitest-environment happy-dom
import { texts } from '@filldeck/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aTemplate } from '#test/fixtures.ts';
import { toDraft } from '../utils/draft.ts';
import { SettingsTab } from './settings-tab.tsx';

afterEach(cleanup);

const renderTab = (isModelAvailable: boolean) =>
  render(
    <SettingsTab
      draft={toDraft(aTemplate('t1', { aiInstructions: 'Be brief.' }))}
      onChange={() => {}}
      isModelAvailable={isModelAvailable}
    />,
  );

describe('the Settings tab', () => {
  it('on a server with a model: no note, and the model hint names the models', () => {
    renderTab(true);
    expect(screen.queryByText(texts.ai.notSetUp)).toBeNull();
    const model = screen.getByLabelText('Model');
    expect(model.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(model.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      `${texts.editor.fastModel} uses gpt-4o-mini; ${texts.editor.smartModel} uses gpt-4o.`,
    );
    const instructions = screen.getByLabelText('AI instructions');
    expect(instructions.getAttribute('aria-describedby')).toBe(`${instructions.id}-hint`);
  });

  it('on a server without a model: an informational note read with the instructions, and the model not in effect', () => {
    renderTab(false);
    const note = screen.getByRole('status');
    expect(note.textContent).toBe(texts.ai.notSetUp);
    expect(screen.queryByRole('alert')).toBeNull();

    const instructions = screen.getByLabelText('AI instructions');
    const described = (instructions.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      texts.ai.notSetUp,
      'What the AI should know when it fills a form with this template: who you are, what to stress, what to avoid.',
    ]);

    // The choice stays editable (it is kept for a server with a model) but says it does nothing here.
    const model = screen.getByLabelText('Model') as HTMLSelectElement;
    expect(model.disabled).toBe(false);
    expect(model.value).toBe('gpt-4o-mini');
    expect(document.getElementById(model.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      texts.ai.modelNotInEffect,
    );
  });
});
