import { ArrowLeftIcon, DownloadIcon } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'wouter';
import { createId } from '../../../domain/ids';
import { replaceJobBullet } from '../../../domain/job-bullets';
import { plainToRichText } from '../../../domain/rich-text';
import { Button, buttonVariants } from '../../components/ui/button';
import { IMPROVE_TEXTS } from '../../lib/i18n/namespaces/improve';
import { useT } from '../../lib/i18n/use-t';
import type { ResumeBullet } from '../../shared/job-match/job-match-calls';
// The builder's resume store and its download slot, as /write/preview uses them (docs/decisions/0011): the app
// shows this page inside the builder's layout and its one store (issue 29.18).
import { useBuilderIntegrations } from '../../shared/resume/builder-integrations';
import { useResumeStore } from '../../shared/resume/resume-store';
import { JobMatchPanel } from './job-match-panel';
import { ReadinessAdvice } from './readiness-advice';
import { useWritingCheck, WritingCheck } from './writing-check';

/**
 * /improve: the match report against a pasted job ad (optional), the ATS and writing check of the resume, the
 * readiness advice, the spec's Back to /design and Download Resume running the download flow. The app puts it
 * in the builder's layout (step list, progress, Download, live preview) inside the builder's resume store.
 * `onBeforeAiRewrite` lets the app keep the draft's current state in its history first (issue 20).
 */
export default function ImprovePage({
  onBeforeAiRewrite,
  readBack,
}: {
  onBeforeAiRewrite?: () => void;
  /** What an ATS reads of the file (issue 32), composed by the app; rendered inside the resume store. */
  readBack?: ReactNode;
}) {
  const { state, dispatch } = useResumeStore();
  const addSkill = (name: string) =>
    dispatch({
      type: 'addSkill',
      skill: { id: createId(), name, level: 'intermediate', category: 'technical' },
    });
  const replaceBullet = (bullet: ResumeBullet, text: string) => {
    const job = state.resume.experience.find((entry) => entry.id === bullet.experienceId);
    if (!job) return;
    onBeforeAiRewrite?.();
    const { description, bullets } = replaceJobBullet(job, bullet.path, text);
    dispatch({ type: 'updateExperience', id: job.id, fields: { description, bullets } });
  };
  const chooseSummary = (summary: string) => {
    onBeforeAiRewrite?.();
    dispatch({ type: 'updateSummary', content: plainToRichText(summary) });
  };
  const writingCheck = useWritingCheck(state.resume);
  const { onDownload } = useBuilderIntegrations();
  const { t } = useT(IMPROVE_TEXTS);
  const title = t('page.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <section className="flex flex-col gap-4 rounded-lg bg-background p-6">
        <h1 className="text-2xl font-bold">{t('page.heading')}</h1>
        <p className="text-muted-foreground">{t('page.intro')}</p>
      </section>
      <section aria-labelledby="match-heading" className="flex flex-col gap-3 rounded-lg bg-background p-6">
        <h2 id="match-heading" className="font-semibold">
          {t('page.match')}
        </h2>
        <JobMatchPanel
          resume={state.resume}
          onAddSkill={addSkill}
          onReplaceBullet={replaceBullet}
          onUseSummary={chooseSummary}
        />
      </section>
      <section aria-labelledby="writing-heading" className="flex flex-col gap-3 rounded-lg bg-background p-6">
        <h2 id="writing-heading" className="font-semibold">
          {t('page.writing')}
        </h2>
        <WritingCheck resume={state.resume} query={writingCheck} />
      </section>
      {readBack && (
        <section
          aria-labelledby="read-back-heading"
          className="flex flex-col gap-3 rounded-lg bg-background p-6"
        >
          <h2 id="read-back-heading" className="font-semibold">
            {t('page.readBack')}
          </h2>
          {readBack}
        </section>
      )}
      <section aria-labelledby="advice-heading" className="flex flex-col gap-3 rounded-lg bg-background p-6">
        <h2 id="advice-heading" className="font-semibold">
          {t('page.advice')}
        </h2>
        <ReadinessAdvice resume={state.resume} suggestions={writingCheck.data?.checks.length} />
      </section>
      {/* Stuck to the bottom of the window: the way back and the download stay in view (issue 29.18). */}
      <nav
        aria-label={t('page.steps')}
        className="sticky bottom-0 z-10 flex flex-wrap justify-between gap-3 border-border border-t bg-muted py-4"
      >
        <Link href="/design" className={buttonVariants({ variant: 'outline' })}>
          <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
          {t('page.back')}
        </Link>
        <Button onClick={() => onDownload?.(state.resume, state.title)} disabled={!onDownload}>
          <DownloadIcon aria-hidden="true" />
          {t('page.download')}
        </Button>
      </nav>
    </div>
  );
}
