import { useEffect } from 'react';
import { SITE_TEXTS } from '../lib/i18n/namespaces/site';
import { useT } from '../lib/i18n/use-t';

/** The spec's not-found page, word for word in English (the site catalog holds its texts). */
export default function NotFoundPage() {
  const { t } = useT(SITE_TEXTS);
  const title = t('notFound.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4">
      <div className="w-full max-w-md rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        <p className="mt-4 text-sm text-gray-600">{t('notFound.text')}</p>
      </div>
    </main>
  );
}
