import { PlusIcon, RefreshCwIcon } from 'lucide-react';
import type { Resume } from '../../../../domain/resume';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { generateSkills } from '../api/generate-skills';
import { useAiSuggestions } from '../hooks/use-ai-suggestions';

export const SKILLS_LOADING_TEXT = 'Analyzing your profile...';
export const SKILLS_EMPTY_TEXT = 'Complete more sections to get personalized skill suggestions.';
const SKILLS_FAILURE = 'Failed to generate skill suggestions';

interface SuggestedSkillsProps {
  resume: Resume;
  onAdd(name: string): void;
}

/** The Suggested block of the skills step (spec section 2): click a suggestion to add it; Refresh asks again. */
export function SuggestedSkills({ resume, onAdd }: SuggestedSkillsProps) {
  const { items, setItems, isLoading, refresh } = useAiSuggestions(
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
    <section
      aria-labelledby="suggested-skills-heading"
      className="space-y-3 rounded-md border border-border p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id="suggested-skills-heading" className="font-medium">
          Suggested
        </h3>
        <Button type="button" size="sm" variant="ghost" onClick={() => void refresh()} disabled={isLoading}>
          <RefreshCwIcon aria-hidden="true" />
          Refresh
        </Button>
      </div>
      <div aria-live="polite">
        {isLoading ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner size="sm" label={SKILLS_LOADING_TEXT} />
            <span aria-hidden="true">{SKILLS_LOADING_TEXT}</span>
          </p>
        ) : visible.length === 0 ? (
          <p className="text-sm text-muted-foreground">{SKILLS_EMPTY_TEXT}</p>
        ) : (
          <ul aria-label={`${visible.length} suggested skills`} className="flex flex-wrap gap-2">
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
        )}
      </div>
    </section>
  );
}
