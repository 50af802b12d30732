import { PlusIcon } from 'lucide-react';
import type { Resume } from '../../../../domain/resume';
import { Button } from '../../../components/ui/button';
import { AI_TEXTS } from '../../../lib/i18n/namespaces/ai';
import { useT } from '../../../lib/i18n/use-t';
import { generateSkills } from '../api/generate-skills';
import { useAiSuggestions } from '../hooks/use-ai-suggestions';
import { SuggestionsPanel } from './suggestions-panel';
import { WrittenInEnglishNote } from './written-in-english-note';

// Logged, never shown.
const SKILLS_FAILURE = 'Failed to generate skill suggestions';

interface SuggestedSkillsProps {
  resume: Resume;
  onAdd(name: string): void;
}

/** The Suggested block of the skills step (spec section 2): click a suggestion to add it; Refresh asks again. */
export function SuggestedSkills({ resume, onAdd }: SuggestedSkillsProps) {
  const { t } = useT(AI_TEXTS);
  const { items, setItems, writtenIn, isLoading, refresh } = useAiSuggestions(
    (signal) => generateSkills(resume, signal),
    SKILLS_FAILURE,
  );
  const existing = new Set(resume.skills.map((skill) => skill.name.trim().toLowerCase()));
  const visible = items.filter((name) => !existing.has(name.trim().toLowerCase()));
  // The suggestions are content in the language they were written in, not the interface's.
  const contentLanguage = writtenIn ?? resume.language;

  function add(name: string) {
    onAdd(name);
    setItems((current) => current.filter((item) => item !== name));
  }

  return (
    <SuggestionsPanel
      id="suggested-skills"
      heading={t('skills.heading')}
      onRefresh={() => void refresh()}
      isRefreshDisabled={isLoading}
      isLoading={isLoading}
      loadingText={t('skills.loading')}
      isEmpty={visible.length === 0}
      emptyText={t('skills.empty')}
      className="rounded-md border border-border p-4"
      // Three rows of chips; more scroll inside.
      bodyHeightClassName="h-30"
    >
      <WrittenInEnglishNote resumeLanguage={resume.language} writtenIn={writtenIn} />
      <ul aria-label={t('skills.list', { count: visible.length })} className="mt-2 flex flex-wrap gap-2">
        {visible.map((name) => (
          <li key={name}>
            <Button type="button" size="sm" variant="outline" onClick={() => add(name)}>
              <PlusIcon aria-hidden="true" />
              <span className="sr-only">{t('skills.add')} </span>
              <span lang={contentLanguage} dir="auto">
                {name}
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </SuggestionsPanel>
  );
}
