import { ArrowLeftIcon, ArrowRightIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '../../components/ui/button';
import { DESIGN_TEXTS } from '../../lib/i18n/namespaces/design';
import { useT } from '../../lib/i18n/use-t';
// The builder's resume store: the app shows this page inside the builder, whose one store and live preview
// every step shares (issue 29.18), so a design change shows at once in the preview beside it.
import { useResumeStore } from '../../shared/resume/resume-store';
import { DesignControls } from './design-controls';

/**
 * /design: the resume's template, colour scheme, font size and page size. The app puts it in the builder's
 * layout (step list, progress, Download and the sticky live preview) inside the builder's resume store.
 * `onBeforeTemplateChange` lets the app keep the draft's current state in its history first (issue 20).
 */
export default function DesignPage({ onBeforeTemplateChange }: { onBeforeTemplateChange?: () => void }) {
  const { state, dispatch } = useResumeStore();
  const { t } = useT(DESIGN_TEXTS);
  const title = t('page.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section className="mx-auto flex min-w-0 max-w-3xl flex-col gap-6 rounded-lg bg-background p-5">
      <div>
        <h1 className="text-2xl font-bold">{t('page.heading')}</h1>
        <p className="text-muted-foreground text-sm">{t('page.intro')}</p>
      </div>
      {/* 'load' merges the fields over the resume, so only the design changes (and autosave sends it). */}
      <DesignControls
        resume={state.resume}
        onChange={(fields) => {
          if (fields.template !== undefined && fields.template !== state.resume.template) {
            onBeforeTemplateChange?.();
          }
          dispatch({ type: 'load', data: fields });
        }}
      />
      {/* Stuck to the bottom of the window while the controls scroll: the way back and forward stays in
            view (issue 29.18). */}
      <nav
        aria-label={t('page.steps')}
        className="sticky bottom-0 z-10 -mx-5 -mb-5 flex justify-between gap-3 rounded-b-lg border-border border-t bg-background p-4"
      >
        <Link href="/write/professional-summary" className={buttonVariants({ variant: 'outline' })}>
          <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
          {t('page.back')}
        </Link>
        <Link href="/improve" className={buttonVariants()}>
          {t('page.next')}
          <ArrowRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
        </Link>
      </nav>
    </section>
  );
}
