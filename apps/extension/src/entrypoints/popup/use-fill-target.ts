import type { ExtensionTemplate } from '@filldeck/shared';
import { useCallback, useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { callWorker } from '../../call-worker.ts';
import { chooseTemplate } from '../../fill/choose-template.ts';
import { lastTemplateFor, rememberTemplateFor } from '../../site-choice.ts';

/**
 * The tab to fill and the template to fill it with: the active tab of the window (or, when the
 * popup is open as a page of its own, the tab named by `?tab=`, as the end-to-end tests do), and
 * the template last used on that site, while it is still usable.
 */
export function useFillTarget(templates: ExtensionTemplate[]) {
  const [tab, setTab] = useState<{ id: number; url: string } | null>(null);
  // The site's usual template is only a suggestion: once the user picks one, theirs wins, whenever
  // the suggestion arrives.
  const [suggested, setSuggested] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const templateId = chooseTemplate(templates, picked, suggested);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const asPage = new URLSearchParams(location.search).get('tab');

  useEffect(() => {
    void (async () => {
      const found = asPage
        ? await browser.tabs.get(Number(asPage))
        : (await browser.tabs.query({ active: true, currentWindow: true }))[0];
      if (found?.id === undefined) return setError('There is no page to fill in this window.');
      setTab({ id: found.id, url: found.url ?? '' });
      const last = await lastTemplateFor(found.url ?? '');
      setSuggested(last);
    })();
  }, [asPage]);

  const fill = useCallback(async () => {
    if (!tab || !templateId) return;
    setBusy(true);
    await rememberTemplateFor(tab.url, templateId);
    // The preview in the page shows the rest (the values, apply, undo, or what went wrong).
    const started = await callWorker('fill', { tabId: tab.id, templateId }).then(
      () => true,
      () => false,
    );
    setBusy(false);
    if (!started) setError('This page cannot be filled (the browser does not let extensions into it).');
    else if (!asPage) window.close();
  }, [tab, templateId, asPage]);

  return { templateId, select: setPicked, fill, busy, error };
}
