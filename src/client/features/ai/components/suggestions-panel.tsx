import { RefreshCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { AI_TEXTS } from '../../../lib/i18n/namespaces/ai';
import { useT } from '../../../lib/i18n/use-t';

interface SuggestionsPanelProps {
  id: string;
  heading: ReactNode;
  /** Refresh is shown when given; `isRefreshDisabled` greys it out. */
  onRefresh?: () => void;
  isRefreshDisabled?: boolean;
  isLoading: boolean;
  loadingText: string;
  isEmpty: boolean;
  emptyText: string;
  className?: string;
  /**
   * The body's height, the same whether loading, empty or filled (scrolling when the suggestions need more),
   * so their arrival moves nothing below the panel under the user's pointer (issue 13.8).
   */
  bodyHeightClassName: string;
  /** The suggestions, shown when neither loading nor empty. */
  children: ReactNode;
}

/**
 * The frame the skills and summary suggestions share: heading with Refresh, and one live region that
 * announces the loading text, the empty text or the suggestions as they arrive.
 */
export function SuggestionsPanel(props: SuggestionsPanelProps) {
  const { t } = useT(AI_TEXTS);
  const headingId = `${props.id}-heading`;
  return (
    <section aria-labelledby={headingId} className={cn('space-y-3', props.className)}>
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-medium">
          {props.heading}
        </h3>
        {props.onRefresh ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={props.onRefresh}
            disabled={props.isRefreshDisabled}
          >
            <RefreshCwIcon aria-hidden="true" />
            {t('refresh')}
          </Button>
        ) : null}
      </div>
      <div aria-live="polite" className={cn('overflow-y-auto', props.bodyHeightClassName)}>
        {props.isLoading ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner size="sm" label={props.loadingText} />
            <span aria-hidden="true">{props.loadingText}</span>
          </p>
        ) : props.isEmpty ? (
          <p className="text-sm text-muted-foreground">{props.emptyText}</p>
        ) : (
          props.children
        )}
      </div>
    </section>
  );
}
