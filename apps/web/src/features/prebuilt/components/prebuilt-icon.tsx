import type { PrebuiltTemplate } from '@filldeck/shared';
import { Briefcase, FilePlus, Laptop, type LucideIcon, User } from 'lucide-react';

/** The lucide icons the prebuilt definitions name. */
const icons: Record<PrebuiltTemplate['icon'], LucideIcon> = {
  'file-plus': FilePlus,
  briefcase: Briefcase,
  laptop: Laptop,
  user: User,
};

export function PrebuiltIcon({ icon, className }: { icon: PrebuiltTemplate['icon']; className?: string }) {
  const Icon = icons[icon];
  return <Icon aria-hidden="true" className={className} />;
}
