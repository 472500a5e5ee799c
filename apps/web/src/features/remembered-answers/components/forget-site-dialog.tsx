import { type RememberedSite, texts } from '@filldeck/shared';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#components/ui/dialog.tsx';
import { DialogFooter } from '#components/ui/dialog-footer.tsx';
import { errorText } from '#lib/error-text.ts';
import { useForgetRememberedSite } from '../api/forget-remembered-site.ts';

interface ForgetSiteDialogProps {
  /** The site asked about; null when the dialog is closed. */
  site: RememberedSite | null;
  onClose: () => void;
  onForgotten: (site: string) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** Asks before forgetting every answer of a site: Forget site (red) or Cancel. */
export function ForgetSiteDialog({ site, onClose, onForgotten, onCloseAutoFocus }: ForgetSiteDialogProps) {
  const forget = useForgetRememberedSite();
  const close = () => {
    if (forget.isPending) return;
    forget.reset();
    onClose();
  };
  return (
    <Dialog open={site !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent role="alertdialog" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>{texts.rememberedAnswers.forgetSiteTitle}</DialogTitle>
        <DialogDescription>
          {site ? texts.rememberedAnswers.confirmForgetSite(site.site, site.answers.length) : null}
        </DialogDescription>
        <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">{texts.rememberedAnswers.forgetSiteConsequence}</p>
        {forget.isError ? (
          <Alert tone="error" className="mt-3">
            {errorText(forget.error, { fallback: texts.rememberedAnswers.forgetSiteFailed })}
          </Alert>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" onClick={close} disabled={forget.isPending}>
            {texts.rememberedAnswers.cancel}
          </Button>
          <Button
            variant="danger"
            isLoading={forget.isPending}
            onClick={() => {
              if (!site) return;
              forget.mutate(site.site, {
                onSuccess: () => {
                  forget.reset();
                  onForgotten(site.site);
                },
              });
            }}
          >
            {texts.rememberedAnswers.forgetSite}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
