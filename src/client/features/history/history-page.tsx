import { HistoryIcon, PencilIcon, RotateCcwIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearch } from 'wouter';
import type { DraftVersionSummary } from '../../../domain/version-api';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import { Button, buttonVariants } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { cn } from '../../lib/cn';
import { ApiError } from '../../lib/http';
import { intlLocale } from '../../lib/i18n/intl-locale';
import { HISTORY_TEXTS } from '../../lib/i18n/namespaces/history';
import { useT } from '../../lib/i18n/use-t';
import { withTags } from '../../lib/i18n/with-tags';
import { DraftNotFoundMessage, DraftPageMessage } from '../../shared/drafts/draft-page-message';
import { useDraft } from '../../shared/drafts/draft-query';
import { LivePreview } from '../../shared/preview/live-preview';
import { useCurrentUser } from '../../shared/session/current-user';
import { useRestoreVersion, useVersion, useVersions } from './history-api';

export function formatVersionTime(iso: string, locale?: string): string {
  return new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** When a version was kept, in the interface language's conventions (the browser's own in English). */
function VersionTime({ iso }: { iso: string }) {
  const { language } = useT(HISTORY_TEXTS);
  return <time dateTime={iso}>{formatVersionTime(iso, intlLocale(language))}</time>;
}

/** Why a version was kept; a change made with a personal access token is named by the token (ADR 0086). */
function VersionReason({ version }: { version: DraftVersionSummary }) {
  const { t } = useT(HISTORY_TEXTS);
  if (version.reason === 'token' && version.changedBy) {
    return withTags(t('reason.tokenNamed'), {
      name: () => <span translate="no">{version.changedBy}</span>,
    });
  }
  return t(`reason.${version.reason}`);
}

/**
 * /drafts/{id}/history: the versions the server kept of a draft (issue 20), newest first, each with when and what
 * changed; one previewed as its typeset pages, and restored after a confirmation (restoring keeps the current
 * state as a version too, so nothing is lost).
 */
export default function HistoryPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { t } = useT(HISTORY_TEXTS);
  const { user, isLoading } = useCurrentUser();
  const draft = useDraft(id, user !== null);
  const versions = useVersions(id, user !== null && draft.isSuccess);
  // ?version= opens one version, e.g. the one sent with a job application (issue 35 item 4).
  const search = useSearch();
  const [selectedId, setSelectedId] = useState<string | null>(() =>
    new URLSearchParams(search).get('version'),
  );
  const selected = useVersion(id, selectedId);
  const restore = useRestoreVersion(id);
  const [isConfirming, setConfirming] = useState(false);

  useEffect(() => {
    document.title = t('page.title');
  }, [t]);
  const firstId = versions.data?.[0]?.id ?? null;
  useEffect(() => {
    if (selectedId === null && firstId) setSelectedId(firstId);
  }, [selectedId, firstId]);

  if (isLoading || (user && draft.isPending)) {
    return (
      <main className="flex flex-1 items-center justify-center py-12">
        <Spinner label={t('page.loading')} />
      </main>
    );
  }
  if (!user)
    return (
      <DraftPageMessage title={t('page.heading')}>
        <p>{t('page.signIn')}</p>
      </DraftPageMessage>
    );
  if (draft.isError) return <DraftNotFoundMessage error={draft.error} />;

  const current = draft.data;
  const confirmRestore = () => {
    if (!selectedId || !current) return;
    restore.mutate(
      { versionId: selectedId, draftVersion: current.version },
      {
        onSuccess: () => {
          setConfirming(false);
          setSelectedId(null);
          toast({ title: t('restored.title'), description: t('restored.text') });
        },
        onError: (error) => {
          setConfirming(false);
          toast({
            variant: 'destructive',
            title: t('notRestored.title'),
            description:
              error instanceof ApiError && error.status === 409
                ? t('notRestored.conflict')
                : t('notRestored.failed'),
          });
        },
      },
    );
  };

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="flex items-center gap-2 font-bold text-3xl">
            <HistoryIcon aria-hidden="true" className="size-7" /> {t('page.heading')}
          </h1>
          <p className="truncate text-muted-foreground" translate="no">
            {current?.title}
          </p>
        </div>
        <Link
          href={`/write/personal-details?resumeId=${encodeURIComponent(id)}`}
          className={buttonVariants({ variant: 'outline' })}
        >
          <PencilIcon aria-hidden="true" /> {t('page.openInBuilder')}
        </Link>
      </div>
      {versions.isPending ? (
        <Spinner label={t('versions.loading')} />
      ) : versions.isError ? (
        <p role="alert">{t('versions.loadFailed')}</p>
      ) : versions.data.length === 0 ? (
        <p className="rounded-md bg-muted p-4">{t('versions.empty')}</p>
      ) : (
        <div className="flex flex-col gap-6 lg:flex-row">
          <section aria-labelledby="versions-heading" className="lg:w-96">
            <h2 id="versions-heading" className="mb-2 font-semibold text-lg">
              {t('versions.heading')}
            </h2>
            <ul className="flex flex-col gap-2" data-testid="version-list">
              {versions.data.map((version) => {
                const isSelected = version.id === selectedId;
                return (
                  <li key={version.id}>
                    <button
                      type="button"
                      aria-pressed={isSelected}
                      onClick={() => setSelectedId(version.id)}
                      className={cn(
                        'w-full rounded-md border p-3 text-start focus-visible:outline-2 focus-visible:outline-ring',
                        isSelected
                          ? 'border-brand-600 bg-brand-50'
                          : 'border-border bg-background hover:bg-muted',
                      )}
                    >
                      <span className="block font-medium">
                        <VersionTime iso={version.createdAt} />
                      </span>
                      <span className="block text-muted-foreground text-sm">
                        <VersionReason version={version} />
                      </span>
                      {/* What changed, written by the server in English for now. */}
                      <span className="block text-sm" lang="en">
                        {version.summary}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
          <section aria-labelledby="preview-heading" className="min-w-0 flex-1">
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
              <h2 id="preview-heading" className="font-semibold text-lg">
                {selected.data
                  ? withTags(t('preview.versionOf'), {
                      time: () => <VersionTime iso={selected.data.createdAt} />,
                    })
                  : t('preview.heading')}
              </h2>
              <Button disabled={!selected.data || restore.isPending} onClick={() => setConfirming(true)}>
                <RotateCcwIcon aria-hidden="true" /> {t('preview.restore')}
              </Button>
            </div>
            {selected.isError ? (
              <p role="alert">{t('preview.loadFailed')}</p>
            ) : selected.data ? (
              <LivePreview resume={selected.data.data} className="mx-auto max-w-2xl" />
            ) : (
              <Spinner label={t('preview.loading')} />
            )}
          </section>
        </div>
      )}
      <AlertDialog open={isConfirming} onOpenChange={(open) => !restore.isPending && setConfirming(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('confirm.title')}</AlertDialogTitle>
            <AlertDialogDescription>{t('confirm.text')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={restore.isPending}>{t('confirm.cancel')}</AlertDialogCancel>
            <Button disabled={restore.isPending} onClick={confirmRestore}>
              {restore.isPending ? t('confirm.restoring') : t('confirm.restore')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </main>
  );
}
