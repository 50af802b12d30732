import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ApiError } from '../../lib/http';
import { APP_TEXTS } from '../../lib/i18n/namespaces/app';
import { useT } from '../../lib/i18n/use-t';

/** The whole page of a draft's side page (history, sharing) when it cannot show the draft: why, and the way back. */
export function DraftPageMessage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useT(APP_TEXTS);
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-12">
      <h1 className="font-bold text-3xl">{title}</h1>
      {children}
      <Link href="/dashboard" className="text-brand-700 underline">
        {t('draft.back')}
      </Link>
    </main>
  );
}

/** The draft could not be loaded: gone (404) or unreachable. */
export function DraftNotFoundMessage({ error }: { error: unknown }) {
  const { t } = useT(APP_TEXTS);
  return (
    <DraftPageMessage title={t('draft.notFound')}>
      <p role="alert">
        {error instanceof ApiError && error.status === 404 ? t('draft.missing') : t('draft.loadFailed')}
      </p>
    </DraftPageMessage>
  );
}
