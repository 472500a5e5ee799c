import { SidebarEmptyState, SidebarSection } from './sidebar-section.tsx';

/**
 * Projects, each expandable to its templates. For now only the empty state: the list, New Project
 * and the item menus arrive with the projects feature.
 */
export function SidebarProjectsSection({ isCollapsed }: { isCollapsed: boolean }) {
  return (
    <SidebarSection title="Projects" isCollapsed={isCollapsed}>
      <SidebarEmptyState isCollapsed={isCollapsed}>No projects yet.</SidebarEmptyState>
    </SidebarSection>
  );
}
