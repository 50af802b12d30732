import { ChevronDownIcon, Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import { SKILL_LEVELS, type Skill, type SkillLevel } from '../../../../domain/resume';
import { Button } from '../../../components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../components/ui/collapsible';
import { fieldClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { TextField } from '../fields/text-field';

const LEVEL_LABELS: Record<SkillLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};

interface SkillRowProps {
  skill: Skill;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onChange: (fields: Partial<Skill>) => void;
  onDelete: () => void;
}

/** One skill: a collapsible row with its name, level and a delete button. */
export function SkillRow({ skill, isOpen, onOpenChange, onChange, onDelete }: SkillRowProps) {
  const levelId = useId();
  const name = skill.name || 'Untitled';
  return (
    <Collapsible open={isOpen} onOpenChange={onOpenChange} className="rounded-md border border-border">
      <div className="flex items-center gap-2 p-2">
        <CollapsibleTrigger asChild>
          <button
            type="button"
            className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 rounded px-2 py-1 text-left hover:bg-muted"
          >
            <ChevronDownIcon
              aria-hidden="true"
              className={`size-4 shrink-0 transition-transform ${isOpen ? 'rotate-180' : ''}`}
            />
            <span className="truncate font-medium">{name}</span>
            <span className="ml-auto text-xs text-muted-foreground">{LEVEL_LABELS[skill.level]}</span>
          </button>
        </CollapsibleTrigger>
        <Button variant="ghost" size="icon" aria-label={`Delete ${name}`} onClick={onDelete}>
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
      <CollapsibleContent>
        <div className="grid gap-4 p-3 pt-0 sm:grid-cols-2">
          <TextField label="Skill name" value={skill.name} onChange={(value) => onChange({ name: value })} />
          <div className="flex flex-col gap-2">
            <Label htmlFor={levelId}>Level</Label>
            <select
              id={levelId}
              className={`${fieldClasses} h-10`}
              value={skill.level}
              onChange={(event) => onChange({ level: event.target.value as SkillLevel })}
            >
              {SKILL_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {LEVEL_LABELS[level]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </CollapsibleContent>
    </Collapsible>
  );
}
