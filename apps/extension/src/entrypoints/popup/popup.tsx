import { type ExtensionTemplate, type Me, normalizePlan, PLAN_NAMES, texts } from '@filldeck/shared';
import { Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { browser } from 'wxt/browser';
import { dashboardNow } from '../../browser-store.ts';
import { openDashboardToConnect } from '../../open-dashboard-to-connect.ts';
import { creditsLeft, visibleTemplates } from '../../popup-model.ts';
import { useAccount } from './use-account.ts';
import { useFillTarget } from './use-fill-target.ts';

const openDashboard = async (path: string) => browser.tabs.create({ url: `${await dashboardNow()}${path}` });

interface TemplateListProps {
  templates: ExtensionTemplate[];
  selected: string | null;
  onSelect(id: string): void;
}

function TemplateList({ templates, selected, onSelect }: TemplateListProps) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const shown = visibleTemplates(templates, query);
  if (templates.length === 0) {
    return (
      <p className="muted">
        You have no templates yet.{' '}
        <button type="button" className="link" onClick={() => void openDashboard('/templates')}>
          Create one on the dashboard
        </button>
      </p>
    );
  }
  return (
    <div className="stack">
      <label htmlFor={searchId}>Search templates</label>
      <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      <fieldset className="templates-box">
        <legend>Your templates</legend>
        <ul aria-label="Your templates" className="templates">
          {shown.map((template) => (
            <li key={template.id} className={template.locked ? 'locked' : undefined}>
              <label className="choice">
                <input
                  type="radio"
                  name="template"
                  value={template.id}
                  checked={selected === template.id}
                  disabled={template.locked}
                  onChange={() => onSelect(template.id)}
                />
                <span className="name">
                  {template.locked && <Lock className="lock" size={14} aria-label="Locked" role="img" />}
                  {template.name}
                </span>
              </label>
              {template.locked && (
                <span className="hint">
                  {texts.sidebar.lockedTemplateClick}{' '}
                  <button type="button" className="link" onClick={() => void openDashboard('/subscription')}>
                    Upgrade
                  </button>
                </span>
              )}
            </li>
          ))}
          {shown.length === 0 && <li className="muted">No template matches “{query}”.</li>}
        </ul>
      </fieldset>
    </div>
  );
}

/** The toolbar popup: who is signed in, plan and credits, the templates; or a way to sign in. */
export function Popup() {
  const { account, reload, signOut } = useAccount();

  if (account.state === 'loading')
    return (
      <main aria-busy="true" className="popup muted">
        Loading…
      </main>
    );

  if (account.state === 'signed-out' || account.state === 'error') {
    return (
      <main className="popup stack">
        <h1>FillDeck</h1>
        {account.state === 'error' ? (
          <p role="alert">{account.message}</p>
        ) : (
          <p>{account.reason ?? 'Sign in on the FillDeck dashboard to fill forms with your templates.'}</p>
        )}
        {account.state === 'error' ? (
          <button type="button" className="primary" onClick={() => void reload()}>
            Try again
          </button>
        ) : (
          <button type="button" className="primary" onClick={() => void openDashboardToConnect()}>
            Sign in to FillDeck
          </button>
        )}
      </main>
    );
  }

  const { me, templates } = account;
  return <SignedIn me={me} templates={templates} onSignOut={() => void signOut()} />;
}

function SignedIn({ me, templates, onSignOut }: { me: Me; templates: ExtensionTemplate[]; onSignOut(): void }) {
  const target = useFillTarget(templates);
  return (
    <main className="popup stack">
      <header className="account">
        <div>
          <h1>{me.displayName || me.email}</h1>
          <p className="muted">
            {PLAN_NAMES[normalizePlan(me.plan)]} plan · {creditsLeft(me.balance)}
          </p>
        </div>
      </header>
      <TemplateList templates={templates} selected={target.templateId} onSelect={target.select} />
      {target.error && <p role="alert">{target.error}</p>}
      <button
        type="button"
        className="primary"
        disabled={!target.templateId || target.busy}
        onClick={() => void target.fill()}
      >
        Fill this page
      </button>
      <footer className="row">
        <button type="button" className="secondary" onClick={() => void openDashboard('/dashboard')}>
          Open dashboard
        </button>
        <button type="button" className="ghost" onClick={() => void browser.runtime.openOptionsPage()}>
          Settings
        </button>
        <button type="button" className="ghost" onClick={onSignOut}>
          Sign out
        </button>
      </footer>
    </main>
  );
}
