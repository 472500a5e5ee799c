import { messages } from '@filldeck/shared';
import { SidebarEmptyState, SidebarSection } from './sidebar-section.tsx';

/**
 * Templates that belong to no project. For now only the empty state: the list, New Template and
 * the item menus arrive with the templates feature.
 */
export function SidebarTemplatesSection({ isCollapsed }: { isCollapsed: boolean }) {
  return (
    <SidebarSection title="Templates" isCollapsed={isCollapsed}>
      <SidebarEmptyState isCollapsed={isCollapsed}>{messages.pages.noTemplatesYet}</SidebarEmptyState>
    </SidebarSection>
  );
}
