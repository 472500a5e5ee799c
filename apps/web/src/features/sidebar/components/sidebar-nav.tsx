import { normalizePlan, texts } from '@filldeck/shared';
import { FileText, FolderOpen } from 'lucide-react';
import { cn } from '#lib/cn.ts';
import type { SidebarContent } from '../types.ts';
import { SidebarContentSections } from './sidebar-content-sections.tsx';
import { SidebarLink } from './sidebar-link.tsx';
import { SidebarMainSection } from './sidebar-main-section.tsx';
import { SidebarSection } from './sidebar-section.tsx';
import { UpgradeCard } from './upgrade-card.tsx';

interface SidebarNavProps {
  isCollapsed: boolean;
  plan: string;
  content: SidebarContent;
}

/** The sidebar's contents: Main, Projects, Templates, and the upgrade card on the free plan. */
export function SidebarNav({ isCollapsed, plan, content }: SidebarNavProps) {
  return (
    <div className="flex h-full flex-col">
      <div className={cn('flex flex-1 flex-col gap-6 overflow-y-auto py-4', isCollapsed ? 'px-2' : 'px-3')}>
        <SidebarMainSection isCollapsed={isCollapsed} extensionConnected={content.extensionConnected} />
        {isCollapsed ? (
          // The icon rail has no room for the lists: it links to their pages.
          <>
            <SidebarSection title="Projects" isCollapsed>
              <SidebarLink to="/projects" label={texts.pages.myProjects} icon={FolderOpen} isCollapsed />
            </SidebarSection>
            <SidebarSection title="Templates" isCollapsed>
              <SidebarLink to="/templates" label={texts.pages.allTemplates} icon={FileText} isCollapsed />
            </SidebarSection>
          </>
        ) : (
          <SidebarContentSections content={content} />
        )}
      </div>
      {normalizePlan(plan) === 'free' ? (
        <div className={cn('border-t border-zinc-200 py-3 dark:border-zinc-800', isCollapsed ? 'px-2' : 'px-3')}>
          <UpgradeCard isCollapsed={isCollapsed} />
        </div>
      ) : null}
    </div>
  );
}
