import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { createSkill } from '../../../../domain/resume-defaults';
import { Button } from '../../../components/ui/button';
import { BUILDER_TEXTS } from '../../../lib/i18n/namespaces/builder';
import { useT } from '../../../lib/i18n/use-t';
import { useBuilderIntegrations } from '../../../shared/resume/builder-integrations';
import { useResumeStore } from '../../../shared/resume/resume-store';
import { TextField } from '../fields/text-field';
import { SkillRow } from './skill-row';
import { StepFrame } from './step-frame';
import { useContinue } from './use-continue';

export function SkillsStep() {
  const { t } = useT(BUILDER_TEXTS);
  const { state, dispatch } = useResumeStore();
  const { SuggestedSkills } = useBuilderIntegrations();
  const onContinue = useContinue('skills');
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const [custom, setCustom] = useState('');

  const add = (name: string, isOpen = false) => {
    const skill = createSkill({ name: name.trim() });
    dispatch({ type: 'addSkill', skill });
    if (isOpen) setOpenIds((ids) => new Set(ids).add(skill.id));
  };
  const toggle = (id: string, open: boolean) =>
    setOpenIds((ids) => {
      const next = new Set(ids);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <StepFrame title={t('skills.title')} description={t('skills.description')} onContinue={onContinue}>
      {SuggestedSkills ? <SuggestedSkills resume={state.resume} onAdd={(name) => add(name)} /> : null}
      <ul aria-label={t('skills.list')} className="flex flex-col gap-2">
        {state.resume.skills.map((skill) => (
          <li key={skill.id}>
            <SkillRow
              skill={skill}
              isOpen={openIds.has(skill.id)}
              onOpenChange={(open) => toggle(skill.id, open)}
              onChange={(fields) => dispatch({ type: 'updateSkill', id: skill.id, fields })}
              onDelete={() => dispatch({ type: 'deleteSkill', id: skill.id })}
            />
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-2">
        <Button variant="outline" onClick={() => add(t('skills.newSkill'), true)}>
          <PlusIcon aria-hidden="true" />
          {t('skills.add')}
        </Button>
      </div>
      <form
        data-local-undo=""
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (custom.trim() === '') return;
          add(custom);
          setCustom('');
        }}
      >
        <TextField
          label={t('skills.custom')}
          className="flex min-w-48 flex-1 flex-col gap-2"
          value={custom}
          onChange={setCustom}
        />
        <Button type="submit" variant="secondary">
          {t('skills.addCustom')}
        </Button>
      </form>
    </StepFrame>
  );
}
