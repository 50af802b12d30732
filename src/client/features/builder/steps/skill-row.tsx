import { SKILL_LEVELS, type Skill } from '../../../../domain/resume';
import { BUILDER_TEXTS } from '../../../lib/i18n/namespaces/builder';
import { useT } from '../../../lib/i18n/use-t';
import { SelectField } from '../fields/select-field';
import { TextField } from '../fields/text-field';
import { CollapsibleItem } from '../sections/collapsible-item';

interface SkillRowProps {
  skill: Skill;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onChange: (fields: Partial<Skill>) => void;
  onDelete: () => void;
}

/** One skill: a collapsible row with its name, level and a delete button. */
export function SkillRow({ skill, isOpen, onOpenChange, onChange, onDelete }: SkillRowProps) {
  const { t } = useT(BUILDER_TEXTS);
  return (
    <CollapsibleItem
      title={skill.name}
      aside={t(`level.${skill.level}`)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onDelete={onDelete}
    >
      <TextField
        label={t('skills.name')}
        value={skill.name}
        onChange={(value) => onChange({ name: value })}
      />
      <SelectField
        label={t('skills.level')}
        value={skill.level}
        options={SKILL_LEVELS}
        optionLabel={(level) => t(`level.${level}`)}
        onChange={(level) => onChange({ level })}
      />
    </CollapsibleItem>
  );
}
