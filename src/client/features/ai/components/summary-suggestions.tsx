import { MAX_SUMMARY_SUGGESTIONS } from '../../../../domain/ai-api';
import type { Resume } from '../../../../domain/resume';
import { AI_TEXTS } from '../../../lib/i18n/namespaces/ai';
import { useT } from '../../../lib/i18n/use-t';
import { generateSummary } from '../api/generate-summary';
import { useAiSuggestions } from '../hooks/use-ai-suggestions';
import { stripOptionPrefix } from '../strip-option-prefix';
import { SuggestionsPanel } from './suggestions-panel';
import { WrittenInEnglishNote } from './written-in-english-note';

// Logged, never shown.
const SUMMARY_FAILURE = 'Failed to generate suggestions';

interface SummarySuggestionsProps {
  resume: Resume;
  /** Suggestions already picked (as inserted or as received); they are not shown again. */
  usedSuggestions: readonly string[];
  onPick(text: string): void;
}

/** The professional summary step's suggestions (spec section 2): up to 3 unused, Refresh when all are used. */
export function SummarySuggestions({ resume, usedSuggestions, onPick }: SummarySuggestionsProps) {
  const { t } = useT(AI_TEXTS);
  const { items, writtenIn, isLoading, refresh } = useAiSuggestions(
    (signal) => generateSummary(resume, signal),
    SUMMARY_FAILURE,
  );
  const used = new Set(usedSuggestions.map((text) => stripOptionPrefix(text)));
  const unused = items.filter((text) => !used.has(stripOptionPrefix(text))).slice(0, MAX_SUMMARY_SUGGESTIONS);
  const isAllUsed = items.length > 0 && unused.length === 0;

  return (
    <SuggestionsPanel
      id="summary-suggestions"
      heading={t('summary.heading')}
      onRefresh={isAllUsed ? () => void refresh() : undefined}
      isLoading={isLoading}
      loadingText={t('summary.loading')}
      isEmpty={items.length === 0}
      emptyText={t('summary.empty')}
      // Three suggestions of a few lines each; longer ones scroll inside.
      bodyHeightClassName="h-80"
    >
      <WrittenInEnglishNote resumeLanguage={resume.language} writtenIn={writtenIn} />
      <ul aria-label={t('summary.list', { count: unused.length })} className="mt-2 space-y-2">
        {unused.map((text) => (
          <li key={text}>
            <button
              type="button"
              onClick={() => onPick(stripOptionPrefix(text))}
              // Content in the language it was written in, not the interface's.
              lang={writtenIn ?? resume.language}
              dir="auto"
              className="w-full rounded-md border border-border bg-background p-3 text-start text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {text}
            </button>
          </li>
        ))}
      </ul>
    </SuggestionsPanel>
  );
}
