import { MailIcon, PlusIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { DASHBOARD_TEXTS } from '../../../lib/i18n/namespaces/dashboard';
import { useT } from '../../../lib/i18n/use-t';
import { useCoverLetters } from '../../../shared/cover-letters/cover-letter-queries';
import { CoverLetterRow } from './cover-letter-row';

/** The user's cover letters, beside the resume drafts (issue 15). */
export function CoverLettersList({ isPlanActive }: { isPlanActive: boolean }) {
  const letters = useCoverLetters(true);
  const { t } = useT(DASHBOARD_TEXTS);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <CardTitle asChild>
            <h2>{t('letters.title')}</h2>
          </CardTitle>
          {letters.data && (
            <Badge variant="secondary">{t('letters.count', { count: letters.data.length })}</Badge>
          )}
        </div>
        <Link href="/cover-letters/new" className={buttonVariants({ size: 'sm' })}>
          <PlusIcon aria-hidden /> {t('letters.new')}
        </Link>
      </CardHeader>
      <CardContent>
        {letters.isPending ? (
          <div className="flex items-center gap-2 py-8 text-muted-foreground">
            <Spinner size="sm" /> {t('letters.loading')}
          </div>
        ) : letters.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 py-8">
            <p className="text-danger">{t('letters.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void letters.refetch()}>
              {t('tryAgain')}
            </Button>
          </div>
        ) : letters.data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-10 text-center">
            <MailIcon aria-hidden className="size-10 text-muted-foreground" />
            <h3 className="font-semibold">{t('letters.emptyTitle')}</h3>
            <p className="text-muted-foreground text-sm">{t('letters.emptyText')}</p>
          </div>
        ) : (
          <ul className="divide-y divide-border">
            {letters.data.map((letter) => (
              <CoverLetterRow key={letter.id} letter={letter} isPlanActive={isPlanActive} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
