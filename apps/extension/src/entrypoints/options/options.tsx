import { type FormEvent, useId, useState } from 'react';
import { browser } from 'wxt/browser';
import { type ChoiceResult, useDashboardChoice } from './use-dashboard-choice.ts';

/** The extension's options page: which FillDeck dashboard it works with. */
export function Options() {
  const { builtIn, status, choose } = useDashboardChoice();
  const inputId = useId();
  const [input, setInput] = useState('');
  const [result, setResult] = useState<ChoiceResult | null>(null);
  const [busy, setBusy] = useState(false);
  const current = status?.dashboardUrl ?? null;

  const apply = async (address: string) => {
    setBusy(true);
    setResult(await choose(address));
    setBusy(false);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void apply(input);
  };

  return (
    <main className="options stack">
      <h1>FillDeck settings</h1>
      <section className="stack" aria-labelledby="dashboard-heading">
        <h2 id="dashboard-heading">Dashboard</h2>
        <p>
          FillDeck works with the dashboard at <strong>{current ?? '…'}</strong>
          {current === builtIn ? ' (the one this extension was built for).' : '.'}
        </p>
        {status && (
          <p className="muted">
            {status.signedIn ? `Signed in as ${status.profile.name || 'you'}.` : 'Not signed in.'}
          </p>
        )}
        <form className="stack" onSubmit={onSubmit}>
          <label htmlFor={inputId}>Dashboard address</label>
          <input
            id={inputId}
            value={input}
            placeholder="https://filldeck.example.com"
            onChange={(e) => setInput(e.target.value)}
            aria-describedby={`${inputId}-help`}
          />
          <p id={`${inputId}-help`} className="muted">
            Changing it signs the extension out; then sign in on the new dashboard. Your browser asks you to allow
            FillDeck to reach that address.
          </p>
          <div className="row">
            <button type="submit" className="primary" disabled={busy}>
              Use this dashboard
            </button>
            {current !== null && current !== builtIn && (
              <button type="button" className="secondary" disabled={busy} onClick={() => void apply(builtIn)}>
                Use {builtIn} again
              </button>
            )}
          </div>
        </form>
        {result && !result.ok && (
          <p role="alert" className="error">
            {result.error}
          </p>
        )}
        {result?.ok && (
          <p role="status">
            FillDeck now works with {result.origin}.{' '}
            <button
              type="button"
              className="link"
              onClick={() => void browser.tabs.create({ url: `${result.origin}/login` })}
            >
              Sign in there
            </button>
          </p>
        )}
      </section>
    </main>
  );
}
