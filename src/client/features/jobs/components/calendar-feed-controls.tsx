import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { CALENDAR_TEXTS } from '../../../lib/i18n/namespaces/calendar';
import { useT } from '../../../lib/i18n/use-t';
import { useCreateFeed, useFeedStatus, useRevokeFeed } from '../../../shared/job-events/job-events-api';

/**
 * The account's calendar feed (ADR 0090): made on demand, its address shown once (only a hash is kept), replaced
 * or turned off here.
 */
export function CalendarFeedControls() {
  const { t } = useT(CALENDAR_TEXTS);
  const status = useFeedStatus();
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  const [address, setAddress] = useState('');
  const isBusy = create.isPending || revoke.isPending;
  const make = () =>
    create.mutate(undefined, { onSuccess: (path) => setAddress(`${window.location.origin}${path}`) });

  return (
    <section className="flex flex-col gap-3" aria-labelledby="feed-heading">
      <h2 id="feed-heading" className="font-semibold text-xl">
        {t('feed.title')}
      </h2>
      <p className="text-muted-foreground text-sm">{t('feed.text')}</p>
      {status.isPending ? (
        <Spinner size="sm" />
      ) : address ? (
        <div>
          <Label htmlFor="feed-address">{t('feed.address')}</Label>
          <Input
            id="feed-address"
            className="mt-1.5"
            readOnly
            value={address}
            onFocus={(e) => e.target.select()}
          />
          <p className="mt-1 text-sm">{t('feed.copyHint')}</p>
        </div>
      ) : status.data ? (
        <p className="text-sm">{t('feed.active')}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={isBusy} onClick={make}>
          {status.data ? t('feed.regenerate') : t('feed.create')}
        </Button>
        {status.data && (
          <Button
            variant="outline"
            size="sm"
            disabled={isBusy}
            onClick={() => revoke.mutate(undefined, { onSuccess: () => setAddress('') })}
          >
            {t('feed.revoke')}
          </Button>
        )}
      </div>
      {(create.isError || revoke.isError) && (
        <p role="alert" className="text-danger text-sm">
          {t('feed.failed')}
        </p>
      )}
    </section>
  );
}
