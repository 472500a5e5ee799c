import { messages } from '@filldeck/shared';
import { Layers, LayoutDashboard } from 'lucide-react';
import { SidebarLink } from './sidebar-link.tsx';
import { SidebarSection } from './sidebar-section.tsx';

export function SidebarMainSection({ isCollapsed }: { isCollapsed: boolean }) {
  return (
    <SidebarSection title="Main" isCollapsed={isCollapsed}>
      <SidebarLink to="/dashboard" label="Dashboard" icon={LayoutDashboard} isCollapsed={isCollapsed} />
      <SidebarLink
        to="/default-info"
        label={messages.shell.manageDefaultInfo}
        icon={Layers}
        isCollapsed={isCollapsed}
      />
    </SidebarSection>
  );
}
