import { type Component, type Section, texts } from '@filldeck/shared';
import { useId, useState } from 'react';
import { LoadError } from '#components/load-error.tsx';
import { LockNotice } from '#components/lock-notice.tsx';
import { LoadingStatus } from '#components/ui/loading-status.tsx';
import type { EditorComponents, EditorTemplates, RenderComponentEditor } from '../types.ts';
import type { ComponentEdit } from '../utils/draft.ts';
import { otherTemplatesUsing } from '../utils/shared-components.ts';
import { AddComponentMenu } from './add-component-menu.tsx';
import { SectionCard } from './section-card.tsx';

interface ComponentSectionsProps {
  templateId: string;
  /** The draft's sections and staged component changes. */
  sections: readonly Section[];
  componentEdits: Readonly<Record<string, ComponentEdit>>;
  components: EditorComponents;
  templates: EditorTemplates;
  onAdd: (componentId: string) => void;
  onRemove: (sectionId: string) => void;
  onStage: (component: Component, edit: ComponentEdit) => void;
  renderComponentEditor: RenderComponentEditor;
}

/**
 * The template's component sections (those whose component the plan locks are hidden) and
 * 'Add component'. Adding, removing and editing are staged; Save Template writes them.
 */
export function ComponentSections(props: ComponentSectionsProps) {
  const { templateId, sections, componentEdits, components, templates, renderComponentEditor } = props;
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [isLockedNoticeShown, setLockedNoticeShown] = useState(false);
  const headingId = useId();
  const list = components.list;

  const byId = new Map<string, Component>((list ?? []).map((c) => [c.id, c]));
  const used = new Set(sections.map((s) => s.componentId));
  const visible = sections.filter((s) => !byId.get(s.componentId)?.locked);
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
            onAdd={(id) => {
              setLockedNoticeShown(false);
              props.onAdd(id);
            }}
            onLocked={() => setLockedNoticeShown(true)}
          />
        ) : null}
      </div>
      {isLockedNoticeShown ? <LockNotice>{texts.components.lockedAdd}</LockNotice> : null}
      {components.error && !list ? (
        <LoadError
          message={texts.components.failedToLoad}
          error={components.error}
          onRetry={components.retry}
          isRetrying={components.isRetrying}
        />
      ) : !list ? (
        <LoadingStatus>Loading components…</LoadingStatus>
      ) : visible.length === 0 ? (
        <p className="rounded-lg border border-dashed border-zinc-300 p-6 text-center text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
          No components in this template yet. Use Add component to bring in a group of fields.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {visible.map((section) => {
            const saved = byId.get(section.componentId);
            const edit = componentEdits[section.componentId];
            return (
              <li key={section.id}>
                <SectionCard
                  component={saved && edit ? { ...saved, ...edit } : saved}
                  isEdited={edit !== undefined}
                  otherTemplates={otherTemplatesUsing(section.componentId, templates, templateId)}
                  isCollapsed={collapsed.has(section.id)}
                  onToggle={() => toggle(section.id)}
                  onRemove={() => props.onRemove(section.id)}
                  onStage={(next) => saved && props.onStage(saved, next)}
                  renderComponentEditor={renderComponentEditor}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
