import { Spinner } from '../../../components/ui/spinner';
import { TAILORING_TEXTS } from '../../../lib/i18n/namespaces/tailoring';
import { useT } from '../../../lib/i18n/use-t';
import type { LiveMatch } from './use-live-match';

/** The score now, what it was when the panel opened, and whether an update is on its way or failed. */
export function TailoringScore({ match }: { match: LiveMatch }) {
  const { t } = useT(TAILORING_TEXTS);
  const { first, latest } = match;
  if (!latest || !first) {
    return match.isFailed ? (
      <p role="alert" className="text-sm text-danger">
        {t('score.failed')}
      </p>
    ) : (
      <Spinner size="sm" label={t('score.loading')} />
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm" data-testid="tailoring-score">
        <span className="font-medium">{t('score.label')}</span>
        <span className="text-lg font-bold">{t('score.value', { score: latest.score })}</span>
        {latest.score === first.score ? null : (
          <span className="text-muted-foreground">({t('score.was', { score: first.score })})</span>
        )}
        {match.isUpdating ? <Spinner size="sm" label={t('score.updating')} /> : null}
      </p>
      {match.isStale ? <p className="text-xs text-muted-foreground">{t('score.stale')}</p> : null}
    </div>
  );
}
