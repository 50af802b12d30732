import { FileTextIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { DASHBOARD_TEXTS } from '../../../lib/i18n/namespaces/dashboard';
import { useT } from '../../../lib/i18n/use-t';
import { useDrafts } from '../../../shared/drafts/list-drafts';
import { DraftRow, type RenderExportDialog } from './draft-row';

export function DraftsList(props: {
  userId: string;
  isPlanActive: boolean;
  renderExportDialog?: RenderExportDialog;
}) {
  const drafts = useDrafts(props.userId);
  const { t } = useT(DASHBOARD_TEXTS);
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle asChild>
          <h2>{t('drafts.title')}</h2>
        </CardTitle>
        {drafts.data && <Badge variant="secondary">{t('drafts.count', { count: drafts.data.length })}</Badge>}
      </CardHeader>
      <CardContent>
        {drafts.isPending ? (
          <div className="flex items-center gap-2 py-8 text-muted-foreground">
            <Spinner size="sm" /> {t('drafts.loading')}
          </div>
        ) : drafts.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 py-8">
            <p className="text-danger">{t('drafts.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void drafts.refetch()}>
              {t('tryAgain')}
            </Button>
          </div>
        ) : drafts.data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-10 text-center">
            <FileTextIcon aria-hidden className="size-10 text-muted-foreground" />
            <h3 className="font-semibold">{t('drafts.emptyTitle')}</h3>
            <p className="text-muted-foreground text-sm">{t('drafts.emptyText')}</p>
            <Link href="/write/personal-details?new=true" className={buttonVariants({ className: 'mt-2' })}>
              {t('drafts.createFirst')}
            </Link>
          </div>
        ) : (
          <ul className="divide-y divide-border">
            {drafts.data.map((draft) => (
              <DraftRow
                key={draft.id}
                draft={draft}
                isPlanActive={props.isPlanActive}
                renderExportDialog={props.renderExportDialog}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
