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
import { intlLocale } from '../../lib/i18n/intl-locale';
import { FORM_TEXTS } from '../../lib/i18n/namespaces/forms';
import { SHARING_TEXTS } from '../../lib/i18n/namespaces/sharing';
import { useT } from '../../lib/i18n/use-t';
import { withTags } from '../../lib/i18n/with-tags';
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
  const { t, language } = useT(SHARING_TEXTS);
  // The password rule's message is the account's (forms), with its limit.
  const { t: tForm } = useT(FORM_TEXTS);
  const [password, setPassword] = useState('');
  const [isPasswordShort, setPasswordShort] = useState(false);

  useEffect(() => {
    document.title = t('page.title');
  }, [t]);

  if (isLoading || (user && (draft.isPending || (draft.isSuccess && share.isPending)))) {
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
  if (draft.isError || share.isError) {
    return <DraftNotFoundMessage error={draft.error} />;
  }

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
            title: t('toast.notSaved'),
            // The server's own answer (English for now) when it gave one.
            description:
              error instanceof ApiError ? (error.serverMessage ?? error.message) : t('toast.tryAgain'),
          }),
      },
    );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(state.url);
      toast({ variant: 'success', title: t('toast.copied') });
    } catch {
      toast({ title: t('toast.copyFromBox'), description: state.url });
    }
  };
  const setNewPassword = (event: FormEvent) => {
    event.preventDefault();
    if (password.length < SHARE_PASSWORD_MIN) {
      setPasswordShort(true);
      return;
    }
    setPasswordShort(false);
    save({ password }, t('toast.passwordSet'));
    setPassword('');
  };

  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <div className="min-w-0">
        <h1 className="flex items-center gap-2 font-bold text-3xl">
          <Share2Icon aria-hidden="true" className="size-7" /> {t('page.heading')}
        </h1>
        <p className="truncate text-muted-foreground" translate="no">
          {draft.data?.title}
        </p>
      </div>
      <section className="flex flex-col gap-4 rounded-lg border border-border p-4">
        <div className="flex items-center gap-3">
          <Switch
            id="share-enabled"
            checked={state.enabled}
            disabled={update.isPending}
            onCheckedChange={(enabled) => save({ enabled }, enabled ? t('toast.linkOn') : t('toast.linkOff'))}
          />
          <Label htmlFor="share-enabled">{state.enabled ? t('link.on') : t('link.off')}</Label>
        </div>
        <p className="text-muted-foreground text-sm">{t('link.explain')}</p>
        {state.enabled ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor="share-url">{t('link.yours')}</Label>
            <div className="flex flex-wrap gap-2">
              <Input
                id="share-url"
                readOnly
                value={state.url}
                className="min-w-0 flex-1"
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button type="button" variant="outline" onClick={() => void copy()}>
                <CopyIcon aria-hidden="true" /> {t('link.copy')}
              </Button>
              <a
                href={state.url}
                target="_blank"
                rel="noreferrer"
                className={buttonVariants({ variant: 'outline' })}
              >
                <ExternalLinkIcon aria-hidden="true" /> {t('link.open')}
              </a>
            </div>
            <p className="text-sm" data-testid="share-views">
              {state.lastViewedAt
                ? withTags(t('views.countLast', { count: state.viewCount }), {
                    time: () => (
                      <time dateTime={state.lastViewedAt ?? undefined}>
                        {new Date(state.lastViewedAt ?? '').toLocaleString(intlLocale(language))}
                      </time>
                    ),
                  })
                : t('views.count', { count: state.viewCount })}
            </p>
          </div>
        ) : null}
      </section>
      <section
        className="flex flex-col gap-3 rounded-lg border border-border p-4"
        aria-labelledby="password-heading"
      >
        <h2 id="password-heading" className="font-semibold text-lg">
          {t('password.heading')}
        </h2>
        <p className="text-sm">{state.hasPassword ? t('password.has') : t('password.none')}</p>
        <form className="flex flex-wrap items-end gap-2" onSubmit={setNewPassword} noValidate>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Label htmlFor="share-password">
              {state.hasPassword ? t('password.new') : t('password.set')}
            </Label>
            <Input
              id="share-password"
              type="password"
              autoComplete="new-password"
              value={password}
              aria-invalid={isPasswordShort}
              aria-describedby={isPasswordShort ? 'share-password-error' : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={update.isPending}>
            {t('password.save')}
          </Button>
          {state.hasPassword ? (
            <Button
              type="button"
              variant="outline"
              disabled={update.isPending}
              onClick={() => save({ password: null }, t('toast.passwordRemoved'))}
            >
              {t('password.remove')}
            </Button>
          ) : null}
        </form>
        {isPasswordShort ? (
          <p id="share-password-error" className="text-danger text-sm" role="alert">
            {tForm('password.tooShort', { min: SHARE_PASSWORD_MIN })}
          </p>
        ) : null}
      </section>
      <section className="flex items-start gap-3 rounded-lg border border-border p-4">
        <Checkbox
          id="share-indexable"
          checked={state.indexable}
          disabled={update.isPending}
          onCheckedChange={(checked) => save({ indexable: checked === true }, t('toast.saved'))}
        />
        <div>
          <Label htmlFor="share-indexable">{t('index.label')}</Label>
          <p className="text-muted-foreground text-sm">{t('index.hint')}</p>
        </div>
      </section>
      <Link href="/dashboard" className="text-brand-700 underline">
        {t('page.back')}
      </Link>
    </main>
  );
}
