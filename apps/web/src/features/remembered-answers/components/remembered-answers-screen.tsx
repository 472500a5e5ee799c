import { texts } from '@filldeck/shared';
import { BookmarkCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '#components/empty-state.tsx';
import { ListSkeleton } from '#components/list-skeleton.tsx';
import { LoadError } from '#components/load-error.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { useRememberedAnswers } from '../api/list-remembered-answers.ts';
import { type Notice, RememberedSites } from './remembered-sites.tsx';

/** /remembered-answers: the answers the user asked FillDeck to remember, by site. */
export function RememberedAnswersScreen() {
  const answers = useRememberedAnswers();
  const [notice, setNotice] = useState<(Notice & { key: number }) | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  // After a Forget the control that was used is gone: focus goes to what happened instead.
  useEffect(() => {
    if (notice?.takesFocus) noticeRef.current?.focus();
  }, [notice]);

  return (
    <div className="max-w-4xl" aria-busy={answers.isPending}>
      <PageHeader title={texts.rememberedAnswers.title} description={texts.rememberedAnswers.intro} />
      {notice ? (
        <div ref={noticeRef} tabIndex={-1} className="mb-6 rounded-md focus-visible:outline-2">
          <Alert key={notice.key} tone={notice.tone}>
            {notice.text}
          </Alert>
        </div>
      ) : null}
      {answers.isPending ? (
        <ListSkeleton label="Loading your remembered answers…" />
      ) : answers.isError ? (
        <LoadError
          message={texts.rememberedAnswers.failedToLoad}
          error={answers.error}
          onRetry={() => answers.refetch()}
          isRetrying={answers.isFetching}
        />
      ) : answers.data.sites.length === 0 ? (
        <EmptyState
          icon={BookmarkCheck}
          title={texts.rememberedAnswers.emptyTitle}
          action={<TextLink to="/practice">Try it on a sample form</TextLink>}
        >
          {texts.rememberedAnswers.empty}
        </EmptyState>
      ) : (
        <RememberedSites
          sites={answers.data.sites}
          onNotice={(next) => setNotice((current) => ({ ...next, key: (current?.key ?? 0) + 1 }))}
        />
      )}
    </div>
  );
}
