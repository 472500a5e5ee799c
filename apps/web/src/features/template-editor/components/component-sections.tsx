import { type Component, messages, type Template } from '@filldeck/shared';
import { useId, useState } from 'react';
import { LockNotice } from '../../../components/lock-notice.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadingStatus } from '../../../components/ui/loading-status.tsx';
import { useSectionActions } from '../hooks/use-section-actions.ts';
import type { EditorComponents, RenderComponentEditor } from '../types.ts';
import { AddComponentMenu } from './add-component-menu.tsx';
import { SectionCard } from './section-card.tsx';

interface ComponentSectionsProps {
  template: Template;
  components: EditorComponents;
  renderComponentEditor: RenderComponentEditor;
}

/**
 * The template's component sections (those whose component the plan locks are hidden) and
 * 'Add component'. Adding and removing are saved at once.
 */
export function ComponentSections({ template, components, renderComponentEditor }: ComponentSectionsProps) {
  const actions = useSectionActions(template);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [isLockedNoticeShown, setLockedNoticeShown] = useState(false);
  const headingId = useId();
  const list = components.list;

  const byId = new Map<string, Component>((list ?? []).map((c) => [c.id, c]));
  const used = new Set(template.sections.map((s) => s.componentId));
  const visible = template.sections.filter((s) => !byId.get(s.componentId)?.locked);
  const available = (list ?? []).filter((c) => !used.has(c.id));

  const toggle = (sectionId: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(sectionId)) next.add(sectionId);
      return next;
    });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          Components
        </h2>
        {list ? (
          <AddComponentMenu
            available={available}
            isBusy={actions.isSaving}
            onAdd={(id) => {
              setLockedNoticeShown(false);
              actions.add(id);
            }}
            onLocked={() => setLockedNoticeShown(true)}
          />
        ) : null}
      </div>
      {isLockedNoticeShown ? <LockNotice>{messages.components.lockedAdd}</LockNotice> : null}
      {actions.errorMessage ? <Alert tone="error">{actions.errorMessage}</Alert> : null}
      {components.isError ? (
        <Alert tone="error">{messages.components.failedToLoad}</Alert>
      ) : !list ? (
        <LoadingStatus>Loading components…</LoadingStatus>
      ) : visible.length === 0 ? (
        <p className="rounded-lg border border-dashed border-zinc-300 p-6 text-center text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
          No components in this template yet. Use Add component to bring in a group of fields.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {visible.map((section) => (
            <li key={section.id}>
              <SectionCard
                component={byId.get(section.componentId)}
                isCollapsed={collapsed.has(section.id)}
                onToggle={() => toggle(section.id)}
                isBusy={actions.isSaving}
                onRemove={() => actions.remove(section.id)}
                renderComponentEditor={renderComponentEditor}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
