import { DownloadIcon, EyeIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { BUILDER_TEXTS } from '../../../lib/i18n/namespaces/builder';
import { useT } from '../../../lib/i18n/use-t';
import { LivePreview } from '../../../shared/preview/live-preview';
import { useBuilderIntegrations } from '../../../shared/resume/builder-integrations';
import { useResumeStore } from '../../../shared/resume/resume-store';
import { isDownloadShown, useDownload } from './builder-nav';
import { ProgressIndicator } from './progress-indicator';
import { StartOverButton } from './start-over-button';

/**
 * Logo, progress, Dashboard (signed in), mobile Preview, Start Over / Reset and Download at 70%. Under the site
 * header (/design, /improve) it is a plain bar without the logo: one banner landmark and one way home.
 */
export function TopBar({ isUnderSiteHeader = false }: { isUnderSiteHeader?: boolean }) {
  const { t } = useT(BUILDER_TEXTS);
  const { state } = useResumeStore();
  const { DashboardButton } = useBuilderIntegrations();
  const download = useDownload();
  const Bar = isUnderSiteHeader ? 'div' : 'header';
  return (
    <Bar className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-border bg-background px-4 py-2">
      {isUnderSiteHeader ? null : (
        <Link href="/" className="text-lg font-bold text-brand-700" translate="no">
          Resumable
        </Link>
      )}
      <ProgressIndicator resume={state.resume} />
      {/* On a phone the buttons take a row of their own under the logo and progress, and wrap rather than
          push the page wider than the screen (issue 29.12). */}
      <div className="flex w-full flex-wrap items-center justify-end gap-2 sm:ms-auto sm:w-auto">
        {DashboardButton ? <DashboardButton /> : null}
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline" size="sm" className="lg:hidden">
              <EyeIcon aria-hidden="true" />
              {t('top.preview')}
            </Button>
          </DialogTrigger>
          <DialogContent className="h-dvh max-h-dvh w-screen max-w-none rounded-none p-4">
            <DialogTitle>{t('top.previewTitle')}</DialogTitle>
            <LivePreview resume={state.resume} className="overflow-y-auto" />
          </DialogContent>
        </Dialog>
        <StartOverButton />
        {isDownloadShown(state.resume) ? (
          <Button size="sm" onClick={download}>
            <DownloadIcon aria-hidden="true" />
            {t('top.download')}
          </Button>
        ) : null}
      </div>
    </Bar>
  );
}
