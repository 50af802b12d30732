import { ArrowLeftIcon, DownloadIcon, PaletteIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { canDownload, DOWNLOAD_THRESHOLD_PERCENT, getCompleteness } from '../../../domain/progress';
import { checkReadiness } from '../../../domain/readiness';
import { emptyResume } from '../../../domain/resume';
import { Button } from '../../components/ui/button';
import { Progress } from '../../components/ui/progress';
import { EXPORT_TEXTS } from '../../lib/i18n/namespaces/export';
import { useT } from '../../lib/i18n/use-t';
import { LivePreview } from '../../shared/preview/live-preview';
// The page shows the builder's own live preview and stored resume, so both cannot drift apart.
import { useBuilderIntegrations } from '../../shared/resume/builder-integrations';
import { downloadJsonResume } from '../../shared/resume/json-resume-download';
import { readStoredResume, readStoredTitle } from '../../shared/resume/resume-storage';

/** /write/preview: the typeset resume, its completeness, and Download from 70%. */
export default function PreviewPage() {
  const { t } = useT(EXPORT_TEXTS);
  const [resume] = useState(() => readStoredResume() ?? emptyResume());
  const { onDownload, DraftLinks } = useBuilderIntegrations();
  const completeness = getCompleteness(resume);
  const advice = checkReadiness(resume);
  useEffect(() => {
    document.title = t('preview.title');
  }, [t]);
  return (
    <div className="min-h-dvh bg-muted">
      <header className="flex flex-wrap items-center gap-3 border-b border-border bg-background px-4 py-3">
        <Link
          href="/write/professional-summary"
          className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeftIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('preview.back')}
        </Link>
        <h1 className="text-xl font-bold">{t('preview.heading')}</h1>
        <div className="ms-auto flex flex-wrap items-center gap-3">
          <Link
            href="/design"
            className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
          >
            <PaletteIcon aria-hidden="true" className="size-4" />
            {t('preview.design')}
          </Link>
          {DraftLinks ? <DraftLinks /> : null}
          <div className="flex w-40 flex-col gap-1">
            <span className="text-sm font-medium">
              {t('preview.complete', { percent: completeness.percent })}
            </span>
            <Progress label={t('preview.completeness')} value={completeness.percent} />
          </div>
          <button
            type="button"
            onClick={() => downloadJsonResume(resume, readStoredTitle())}
            className="cursor-pointer text-sm font-medium text-brand-700 hover:underline"
          >
            {t('preview.json')}
          </button>
          {canDownload(completeness.percent) ? (
            <Button onClick={() => onDownload?.(resume, readStoredTitle())} disabled={!onDownload}>
              <DownloadIcon aria-hidden="true" />
              {t('preview.download')}
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">
              {t('preview.notYet', { percent: DOWNLOAD_THRESHOLD_PERCENT })}
            </p>
          )}
        </div>
      </header>
      <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 lg:flex-row">
        <LivePreview resume={resume} className="min-w-0 flex-1" />
        {advice.length > 0 ? (
          <aside aria-labelledby="advice-heading" className="rounded-lg bg-background p-4 lg:w-72">
            <h2 id="advice-heading" className="mb-2 font-semibold">
              {t('preview.advice')}
            </h2>
            {/* The builder's rules' advice, in English for now. */}
            <ul className="flex flex-col gap-2 text-sm" lang="en">
              {advice.map((issue) => (
                <li key={issue.field}>
                  <Link href={issue.path} className="text-brand-700 hover:underline">
                    {issue.message}
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </main>
    </div>
  );
}
