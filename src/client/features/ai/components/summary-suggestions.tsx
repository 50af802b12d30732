import { MAX_SUMMARY_SUGGESTIONS } from '../../../../domain/ai-api';
import type { Resume } from '../../../../domain/resume';
import { generateSummary } from '../api/generate-summary';
import { useAiSuggestions } from '../hooks/use-ai-suggestions';
import { stripOptionPrefix } from '../strip-option-prefix';
import { SuggestionsPanel } from './suggestions-panel';
import { WrittenInEnglishNote } from './written-in-english-note';

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
      heading={SUMMARY_HEADING}
      onRefresh={isAllUsed ? () => void refresh() : undefined}
      isLoading={isLoading}
      loadingText={SUMMARY_LOADING_TEXT}
      isEmpty={items.length === 0}
      emptyText={SUMMARY_EMPTY_TEXT}
      // Three suggestions of a few lines each; longer ones scroll inside.
      bodyHeightClassName="h-80"
    >
      <WrittenInEnglishNote resumeLanguage={resume.language} writtenIn={writtenIn} />
      <ul aria-label={`${unused.length} summary suggestions`} className="mt-2 space-y-2">
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
    </SuggestionsPanel>
  );
}
