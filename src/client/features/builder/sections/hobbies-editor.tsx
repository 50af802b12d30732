import { useId } from 'react';
import type { AdditionalSection } from '../../../../domain/resume';
import { createHobbies } from '../../../../domain/resume-defaults';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { BUILDER_SECTIONS_TEXTS } from '../../../lib/i18n/namespaces/builder-sections';
import { useT } from '../../../lib/i18n/use-t';
import type { ResumeAction } from '../../../shared/resume/resume-reducer';

/** Hobbies: one free-text area, kept as typed (the section starts with a sample sentence). */
export function HobbiesEditor({
  section,
  dispatch,
}: {
  section: AdditionalSection;
  dispatch: (action: ResumeAction) => void;
}) {
  const { t } = useT(BUILDER_SECTIONS_TEXTS);
  const id = useId();
  const item = section.items[0];
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{t('type.hobbies')}</Label>
      <Textarea
        id={id}
        rows={5}
        value={item?.description ?? ''}
        onChange={(event) => {
          const description = event.target.value;
          if (item)
            dispatch({
              type: 'updateSectionItem',
              sectionId: section.id,
              itemId: item.id,
              fields: { description },
            });
          else
            dispatch({
              type: 'addSectionItem',
              sectionId: section.id,
              item: { ...createHobbies(), description },
            });
        }}
      />
    </div>
  );
}
