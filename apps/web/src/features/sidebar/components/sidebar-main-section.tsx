import { texts } from '@filldeck/shared';
import { BookmarkCheck, Layers, LayoutDashboard, Puzzle } from 'lucide-react';
import { SidebarLink } from './sidebar-link.tsx';
import { SidebarSection } from './sidebar-section.tsx';

interface SidebarMainSectionProps {
  isCollapsed: boolean;
  extensionConnected: boolean;
}

export function SidebarMainSection({ isCollapsed, extensionConnected }: SidebarMainSectionProps) {
  return (
    <SidebarSection title="Main" isCollapsed={isCollapsed}>
      <SidebarLink to="/dashboard" label="Dashboard" icon={LayoutDashboard} isCollapsed={isCollapsed} />
      <SidebarLink to="/default-info" label={texts.shell.manageDefaultInfo} icon={Layers} isCollapsed={isCollapsed} />
      <SidebarLink
        to="/remembered-answers"
        label={texts.rememberedAnswers.title}
        icon={BookmarkCheck}
        isCollapsed={isCollapsed}
      />
      <SidebarLink
        to="/extension"
        label="Get the extension"
        icon={Puzzle}
        isCollapsed={isCollapsed}
        badge={
          extensionConnected ? (
            <span className="ml-auto flex items-center">
              <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
              <span className="sr-only">(connected)</span>
            </span>
          ) : null
        }
      />
    </SidebarSection>
  );
}
