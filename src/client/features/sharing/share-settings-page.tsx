import { CopyIcon, ExternalLinkIcon, Share2Icon } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { SHARE_PASSWORD_MIN, type UpdateShareBody } from '../../../domain/share-api';
import { Button, buttonVariants } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/http';
import { DraftNotFoundMessage, DraftPageMessage } from '../../shared/drafts/draft-page-message';
import { useDraft } from '../../shared/drafts/draft-query';
import { useCurrentUser } from '../../shared/session/current-user';
import { useShareState, useUpdateShare } from './share-api';

/**
 * /drafts/{id}/share: the owner's controls of a resume's public link (issue 20): on or off, copy, password,
 * whether search engines may index it, and how often it was viewed.
 */
export default function ShareSettingsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { user, isLoading } = useCurrentUser();
  const draft = useDraft(id, user !== null);
  const share = useShareState(id, user !== null && draft.isSuccess);
  const update = useUpdateShare(id);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);

  useEffect(() => {
    document.title = 'Share your resume | Resumable';
  }, []);

  if (isLoading || (user && (draft.isPending || (draft.isSuccess && share.isPending)))) {
    return (
      <main className="flex flex-1 items-center justify-center py-12">
        <Spinner label="Loading" />
      </main>
    );
  }
  if (!user)
    return (
      <DraftPageMessage title="Share your resume">
        <p>Sign in to share your resumes.</p>
      </DraftPageMessage>
    );
  if (draft.isError || share.isError) return <DraftNotFoundMessage error={draft.error} />;

  const state = share.data;
  if (!state) return null;
  const save = (body: Omit<UpdateShareBody, 'enabled'> & { enabled?: boolean }, done?: string) =>
    update.mutate(
      { enabled: body.enabled ?? state.enabled, ...body },
      {
        onSuccess: () => (done ? toast({ variant: 'success', title: done }) : undefined),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Not saved',
            description:
              error instanceof ApiError ? (error.serverMessage ?? error.message) : 'Please try again.',
          }),
      },
    );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(state.url);
      toast({ variant: 'success', title: 'Link copied' });
    } catch {
      toast({ title: 'Copy the link from the box', description: state.url });
    }
  };
  const setNewPassword = (event: FormEvent) => {
    event.preventDefault();
    if (password.length < SHARE_PASSWORD_MIN) {
      setPasswordError(`Password must be at least ${SHARE_PASSWORD_MIN} characters`);
      return;
    }
    setPasswordError(null);
    save({ password }, 'Password set');
    setPassword('');
  };

  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <div className="min-w-0">
        <h1 className="flex items-center gap-2 font-bold text-3xl">
          <Share2Icon aria-hidden="true" className="size-7" /> Share your resume
        </h1>
        <p className="truncate text-muted-foreground">{draft.data?.title}</p>
      </div>
      <section className="flex flex-col gap-4 rounded-lg border border-border p-4">
        <div className="flex items-center gap-3">
          <Switch
            id="share-enabled"
            checked={state.enabled}
            disabled={update.isPending}
            onCheckedChange={(enabled) => save({ enabled }, enabled ? 'Link turned on' : 'Link turned off')}
          />
          <Label htmlFor="share-enabled">Public link {state.enabled ? 'on' : 'off'}</Label>
        </div>
        <p className="text-muted-foreground text-sm">
          Anyone with the link sees your resume as typeset pages, without an account. Turning it off stops the
          link at once. Visitors can download the PDF while your plan is active.
        </p>
        {state.enabled ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor="share-url">Your link</Label>
            <div className="flex flex-wrap gap-2">
              <Input
                id="share-url"
                readOnly
                value={state.url}
                className="min-w-0 flex-1"
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button type="button" variant="outline" onClick={() => void copy()}>
                <CopyIcon aria-hidden="true" /> Copy link
              </Button>
              <a
                href={state.url}
                target="_blank"
                rel="noreferrer"
                className={buttonVariants({ variant: 'outline' })}
              >
                <ExternalLinkIcon aria-hidden="true" /> Open
              </a>
            </div>
            <p className="text-sm" data-testid="share-views">
              Viewed {state.viewCount} {state.viewCount === 1 ? 'time' : 'times'}
              {state.lastViewedAt ? `, last on ${new Date(state.lastViewedAt).toLocaleString()}` : ''}
            </p>
          </div>
        ) : null}
      </section>
      <section
        className="flex flex-col gap-3 rounded-lg border border-border p-4"
        aria-labelledby="password-heading"
      >
        <h2 id="password-heading" className="font-semibold text-lg">
          Password
        </h2>
        <p className="text-sm">
          {state.hasPassword
            ? 'Visitors need a password to see this resume.'
            : 'No password: anyone with the link can see it.'}
        </p>
        <form className="flex flex-wrap items-end gap-2" onSubmit={setNewPassword} noValidate>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Label htmlFor="share-password">{state.hasPassword ? 'New password' : 'Set a password'}</Label>
            <Input
              id="share-password"
              type="password"
              autoComplete="new-password"
              value={password}
              aria-invalid={passwordError !== null}
              aria-describedby={passwordError ? 'share-password-error' : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={update.isPending}>
            Save password
          </Button>
          {state.hasPassword ? (
            <Button
              type="button"
              variant="outline"
              disabled={update.isPending}
              onClick={() => save({ password: null }, 'Password removed')}
            >
              Remove password
            </Button>
          ) : null}
        </form>
        {passwordError ? (
          <p id="share-password-error" className="text-danger text-sm" role="alert">
            {passwordError}
          </p>
        ) : null}
      </section>
      <section className="flex items-start gap-3 rounded-lg border border-border p-4">
        <Checkbox
          id="share-indexable"
          checked={state.indexable}
          disabled={update.isPending}
          onCheckedChange={(checked) => save({ indexable: checked === true }, 'Saved')}
        />
        <div>
          <Label htmlFor="share-indexable">Let search engines show this page</Label>
          <p className="text-muted-foreground text-sm">
            Off by default: the page tells search engines not to index it. A password keeps it out either way.
          </p>
        </div>
      </section>
      <Link href="/dashboard" className="text-brand-700 underline">
        Back to your dashboard
      </Link>
    </main>
  );
}
