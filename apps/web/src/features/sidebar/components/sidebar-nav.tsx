import { normalizePlan } from '@filldeck/shared';
import { cn } from '../../../lib/cn.ts';
import { SidebarMainSection } from './sidebar-main-section.tsx';
import { SidebarProjectsSection } from './sidebar-projects-section.tsx';
import { SidebarTemplatesSection } from './sidebar-templates-section.tsx';
import { UpgradeCard } from './upgrade-card.tsx';

interface SidebarNavProps {
  isCollapsed: boolean;
  plan: string;
}

/** The sidebar's contents: Main, Projects, Templates, and the upgrade card on the free plan. */
export function SidebarNav({ isCollapsed, plan }: SidebarNavProps) {
  return (
    <div className="flex h-full flex-col">
      <div className={cn('flex flex-1 flex-col gap-6 overflow-y-auto py-4', isCollapsed ? 'px-2' : 'px-3')}>
        <SidebarMainSection isCollapsed={isCollapsed} />
        <SidebarProjectsSection isCollapsed={isCollapsed} />
        <SidebarTemplatesSection isCollapsed={isCollapsed} />
      </div>
      {normalizePlan(plan) === 'free' ? (
        <div className={cn('border-t border-zinc-200 py-3 dark:border-zinc-800', isCollapsed ? 'px-2' : 'px-3')}>
          <UpgradeCard isCollapsed={isCollapsed} />
        </div>
      ) : null}
    </div>
  );
}
