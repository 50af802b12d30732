import { RefreshCwIcon } from 'lucide-react';
import { MAX_SUMMARY_SUGGESTIONS } from '../../../../domain/ai-api';
import type { Resume } from '../../../../domain/resume';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { generateSummary } from '../api/generate-summary';
import { useAiSuggestions } from '../hooks/use-ai-suggestions';
import { stripOptionPrefix } from '../strip-option-prefix';

export const SUMMARY_HEADING = 'AI Suggestions Based on Your Profile';
export const SUMMARY_LOADING_TEXT = 'Analyzing your profile to create personalized summary suggestions...';
export const SUMMARY_EMPTY_TEXT =
  'Complete more sections (experience, education, skills) to get personalized AI suggestions based on your profile.';
const SUMMARY_FAILURE = 'Failed to generate suggestions';

interface SummarySuggestionsProps {
  resume: Resume;
  /** Suggestions already picked (as inserted or as received); they are not shown again. */
  usedSuggestions: readonly string[];
  onPick(text: string): void;
}

/** The professional summary step's suggestions (spec section 2): up to 3 unused, Refresh when all are used. */
export function SummarySuggestions({ resume, usedSuggestions, onPick }: SummarySuggestionsProps) {
  const { items, isLoading, refresh } = useAiSuggestions(
    (signal) => generateSummary(resume, signal),
    SUMMARY_FAILURE,
  );
  const used = new Set(usedSuggestions.map((text) => stripOptionPrefix(text)));
  const unused = items.filter((text) => !used.has(stripOptionPrefix(text))).slice(0, MAX_SUMMARY_SUGGESTIONS);
  const isAllUsed = items.length > 0 && unused.length === 0;

  return (
    <section aria-labelledby="summary-suggestions-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id="summary-suggestions-heading" className="font-medium">
          {SUMMARY_HEADING}
        </h3>
        {isAllUsed && (
          <Button type="button" size="sm" variant="ghost" onClick={() => void refresh()}>
            <RefreshCwIcon aria-hidden="true" />
            Refresh
          </Button>
        )}
      </div>
      <div aria-live="polite">
        {isLoading ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner size="sm" label={SUMMARY_LOADING_TEXT} />
            <span aria-hidden="true">{SUMMARY_LOADING_TEXT}</span>
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{SUMMARY_EMPTY_TEXT}</p>
        ) : (
          <ul aria-label={`${unused.length} summary suggestions`} className="space-y-2">
            {unused.map((text) => (
              <li key={text}>
                <button
                  type="button"
                  onClick={() => onPick(stripOptionPrefix(text))}
                  className="w-full rounded-md border border-border bg-background p-3 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {text}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
