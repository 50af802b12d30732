import { PlusIcon } from 'lucide-react';
import type { Resume } from '../../../../domain/resume';
import { Button } from '../../../components/ui/button';
import { generateSkills } from '../api/generate-skills';
import { useAiSuggestions } from '../hooks/use-ai-suggestions';
import { SuggestionsPanel } from './suggestions-panel';
import { WrittenInEnglishNote } from './written-in-english-note';

export const SKILLS_LOADING_TEXT = 'Analyzing your profile...';
export const SKILLS_EMPTY_TEXT = 'Complete more sections to get personalized skill suggestions.';
const SKILLS_FAILURE = 'Failed to generate skill suggestions';

interface SuggestedSkillsProps {
  resume: Resume;
  onAdd(name: string): void;
}

/** The Suggested block of the skills step (spec section 2): click a suggestion to add it; Refresh asks again. */
export function SuggestedSkills({ resume, onAdd }: SuggestedSkillsProps) {
  const { items, setItems, writtenIn, isLoading, refresh } = useAiSuggestions(
    (signal) => generateSkills(resume, signal),
    SKILLS_FAILURE,
  );
  const existing = new Set(resume.skills.map((skill) => skill.name.trim().toLowerCase()));
  const visible = items.filter((name) => !existing.has(name.trim().toLowerCase()));

  function add(name: string) {
    onAdd(name);
    setItems((current) => current.filter((item) => item !== name));
  }

  return (
    <SuggestionsPanel
      id="suggested-skills"
      heading="Suggested"
      onRefresh={() => void refresh()}
      isRefreshDisabled={isLoading}
      isLoading={isLoading}
      loadingText={SKILLS_LOADING_TEXT}
      isEmpty={visible.length === 0}
      emptyText={SKILLS_EMPTY_TEXT}
      className="rounded-md border border-border p-4"
      // Three rows of chips; more scroll inside.
      bodyHeightClassName="h-30"
    >
      <WrittenInEnglishNote resumeLanguage={resume.language} writtenIn={writtenIn} />
      <ul aria-label={`${visible.length} suggested skills`} className="mt-2 flex flex-wrap gap-2">
        {visible.map((name) => (
          <li key={name}>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => add(name)}
              aria-label={`Add skill ${name}`}
            >
              <PlusIcon aria-hidden="true" />
              {name}
            </Button>
          </li>
        ))}
      </ul>
    </SuggestionsPanel>
  );
}
