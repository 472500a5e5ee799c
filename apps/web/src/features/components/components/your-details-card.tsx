import { DETAIL_GROUPS, isSameTitle, texts } from '@filldeck/shared';
import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { useComponents } from '../api/list-components.ts';

/** Manage Default Info's way to the ready-made components: Your details, instead of inventing every label. */
export function YourDetailsCard() {
  const components = useComponents();
  const hasDetails = components.data?.some((c) => DETAIL_GROUPS.some((group) => isSameTitle(group.title, c.title)));
  return (
    <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
          <UserRound aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 className="text-base font-semibold">{texts.yourDetails.title}</h2>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Name, email, phone, address, your résumé and the other details most forms ask for, in one form, or read from
            your résumé. FillDeck saves them as ready-made components with labels it recognises.
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link to="/your-details#resume-start" className={buttonClasses('ghost', 'md')}>
          {texts.resumeStart.title}
        </Link>
        <Link to="/your-details" className={buttonClasses('secondary', 'md')}>
          {hasDetails ? 'Edit your details' : texts.yourDetails.manageLink}
        </Link>
      </div>
    </Card>
  );
}
