import { SKILL_LEVELS, type Skill, type SkillLevel } from '../../../../domain/resume';
import { SelectField } from '../fields/select-field';
import { TextField } from '../fields/text-field';
import { CollapsibleItem } from '../sections/collapsible-item';

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
  return (
    <CollapsibleItem
      title={skill.name}
      aside={LEVEL_LABELS[skill.level]}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onDelete={onDelete}
    >
      <TextField label="Skill name" value={skill.name} onChange={(value) => onChange({ name: value })} />
      <SelectField
        label="Level"
        value={skill.level}
        options={SKILL_LEVELS}
        optionLabel={(level) => LEVEL_LABELS[level]}
        onChange={(level) => onChange({ level })}
      />
    </CollapsibleItem>
  );
}
