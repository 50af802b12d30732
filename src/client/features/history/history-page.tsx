import { HistoryIcon, PencilIcon, RotateCcwIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearch } from 'wouter';
import { versionLabel } from '../../../domain/version-api';
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
import { DraftNotFoundMessage, DraftPageMessage } from '../../shared/drafts/draft-page-message';
import { useDraft } from '../../shared/drafts/draft-query';
import { LivePreview } from '../../shared/preview/live-preview';
import { useCurrentUser } from '../../shared/session/current-user';
import { useRestoreVersion, useVersion, useVersions } from './history-api';

export function formatVersionTime(iso: string, locale?: string): string {
  return new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * /drafts/{id}/history: the versions the server kept of a draft (issue 20), newest first, each with when and what
 * changed; one previewed as its typeset pages, and restored after a confirmation (restoring keeps the current
 * state as a version too, so nothing is lost).
 */
export default function HistoryPage() {
  const { id = '' } = useParams<{ id: string }>();
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
    document.title = 'Version history | Resumable';
  }, []);
  const firstId = versions.data?.[0]?.id ?? null;
  useEffect(() => {
    if (selectedId === null && firstId) setSelectedId(firstId);
  }, [selectedId, firstId]);

  if (isLoading || (user && draft.isPending)) {
    return (
      <main className="flex flex-1 items-center justify-center py-12">
        <Spinner label="Loading" />
      </main>
    );
  }
  if (!user)
    return (
      <DraftPageMessage title="Version history">
        <p>Sign in to see the history of your resumes.</p>
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
          toast({ title: 'Version restored', description: 'Your resume now holds this version.' });
        },
        onError: (error) => {
          setConfirming(false);
          toast({
            variant: 'destructive',
            title: 'Not restored',
            description:
              error instanceof ApiError && error.status === 409
                ? 'The resume changed in another tab or device. Look at the list again and retry.'
                : 'Could not restore this version. Please try again.',
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
            <HistoryIcon aria-hidden="true" className="size-7" /> Version history
          </h1>
          <p className="truncate text-muted-foreground">{current?.title}</p>
        </div>
        <Link
          href={`/write/personal-details?resumeId=${encodeURIComponent(id)}`}
          className={buttonVariants({ variant: 'outline' })}
        >
          <PencilIcon aria-hidden="true" /> Open in builder
        </Link>
      </div>
      {versions.isPending ? (
        <Spinner label="Loading versions" />
      ) : versions.isError ? (
        <p role="alert">Could not load the versions. Please reload the page.</p>
      ) : versions.data.length === 0 ? (
        <p className="rounded-md bg-muted p-4">
          No earlier versions yet. A version is kept when you start a new editing session, every 10 minutes
          while you type, and before a template change or an AI rewrite.
        </p>
      ) : (
        <div className="flex flex-col gap-6 lg:flex-row">
          <section aria-labelledby="versions-heading" className="lg:w-96">
            <h2 id="versions-heading" className="mb-2 font-semibold text-lg">
              Kept versions
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
                        'w-full rounded-md border p-3 text-left focus-visible:outline-2 focus-visible:outline-ring',
                        isSelected
                          ? 'border-brand-600 bg-brand-50'
                          : 'border-border bg-background hover:bg-muted',
                      )}
                    >
                      <span className="block font-medium">{formatVersionTime(version.createdAt)}</span>
                      <span className="block text-muted-foreground text-sm">{versionLabel(version)}</span>
                      <span className="block text-sm">{version.summary}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
          <section aria-labelledby="preview-heading" className="min-w-0 flex-1">
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
              <h2 id="preview-heading" className="font-semibold text-lg">
                {selected.data ? `Version of ${formatVersionTime(selected.data.createdAt)}` : 'Preview'}
              </h2>
              <Button disabled={!selected.data || restore.isPending} onClick={() => setConfirming(true)}>
                <RotateCcwIcon aria-hidden="true" /> Restore this version
              </Button>
            </div>
            {selected.isError ? (
              <p role="alert">Could not load this version.</p>
            ) : selected.data ? (
              <LivePreview resume={selected.data.data} className="mx-auto max-w-2xl" />
            ) : (
              <Spinner label="Loading version" />
            )}
          </section>
        </div>
      )}
      <AlertDialog open={isConfirming} onOpenChange={(open) => !restore.isPending && setConfirming(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Restore this version?</AlertDialogTitle>
            <AlertDialogDescription>
              Your resume will hold this version again. What it holds now is kept in the history, so you can
              come back to it.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={restore.isPending}>Cancel</AlertDialogCancel>
            <Button disabled={restore.isPending} onClick={confirmRestore}>
              {restore.isPending ? 'Restoring...' : 'Restore'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </main>
  );
}
