import { PlusIcon } from 'lucide-react';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { AdditionalSectionType, SectionItem } from '../../../../domain/resume';
import { createAdditionalSection, createSectionItem } from '../../../../domain/resume-defaults';
import { ADDITIONAL_SECTIONS_PATH } from '../../../../domain/routes';
import { Button } from '../../../components/ui/button';
import { BUILDER_SECTIONS_TEXTS } from '../../../lib/i18n/namespaces/builder-sections';
import { useT } from '../../../lib/i18n/use-t';
import { useResumeStore } from '../../../shared/resume/resume-store';
import { useEntryForm } from '../../../shared/resume/use-entry-form';
import { StepFrame, type UnsavedEntry } from '../steps/step-frame';
import { useStepValidation } from '../steps/use-step-validation';
import { CollapsibleItem } from './collapsible-item';
import { CoursesEditor, EMPTY_COURSE_FORM, isCourseUnsaved, saveCourse } from './courses-editor';
import { CertificationFields, ProjectFields, VolunteeringFields } from './credential-item-editors';
import { HobbiesEditor } from './hobbies-editor';
import {
  CustomFields,
  InternshipFields,
  type ItemEditorProps,
  LanguageFields,
  LinkFields,
  ReferenceFields,
} from './item-editors';
import { movesAt } from './move-buttons';
import { useSectionName } from './section-names';

type ListType = Exclude<AdditionalSectionType, 'courses' | 'hobbies'>;

interface ListEditor {
  fields: ComponentType<ItemEditorProps>;
  /** The row's title when it is not the item's title. */
  rowTitle?: (item: SectionItem) => string;
}

/** Each list's fields; its add button reads `add.<type>` (builder-sections catalogs). */
const LIST_EDITORS: Record<ListType, ListEditor> = {
  internships: { fields: InternshipFields },
  certifications: { fields: CertificationFields },
  projects: { fields: ProjectFields },
  volunteering: {
    fields: VolunteeringFields,
    rowTitle: (item) => [item.title.trim(), item.company.trim()].filter(Boolean).join(', '),
  },
  references: { fields: ReferenceFields },
  links: { fields: LinkFields },
  languages: { fields: LanguageFields },
  custom: { fields: CustomFields },
};

/** The sections whose step says what belongs in them (`description.<type>`). */
const DESCRIBED = ['certifications', 'projects', 'volunteering', 'custom'] as const;
type DescribedType = (typeof DESCRIBED)[number];
const isDescribed = (type: AdditionalSectionType): type is DescribedType =>
  (DESCRIBED as readonly string[]).includes(type);

/** /write/{type}: one extra section. Visiting it creates the section when missing (hobbies auto-created). */
export function SectionStep({ type }: { type: AdditionalSectionType }) {
  const { state, dispatch, isLoaded, entryScope } = useResumeStore();
  const [, navigate] = useLocation();
  const { t } = useT(BUILDER_SECTIONS_TEXTS);
  const sectionName = useSectionName();
  const [newItemIds, setNewItemIds] = useState<ReadonlySet<string>>(new Set());
  const sectionIndex = state.resume.additionalSections.findIndex((candidate) => candidate.type === type);
  const section = state.resume.additionalSections[sectionIndex];
  const validation = useStepValidation(`additionalSections.${sectionIndex}`);
  // Only Courses has an entry form (the other lists edit their items in place); it is the step's, kept as typed.
  const [courseForm, setCourseForm] = useEntryForm('courses', EMPTY_COURSE_FORM);
  const courseFormRef = useRef<HTMLFormElement>(null);

  // Again after each (re)load of the resume (a new entryScope): opened straight from the address, this step's
  // effect runs before the store's first load, which would otherwise reset the section it just created.
  // biome-ignore lint/correctness/useExhaustiveDependencies: entryScope marks each load of the resume
  useEffect(() => {
    if (isLoaded && !section) dispatch({ type: 'addSection', section: createAdditionalSection(type) });
  }, [isLoaded, section, type, dispatch, entryScope]);

  // The step is named by its type, as the step list names it, whatever the section's own title.
  const title = sectionName({ type });
  const onContinue = () => navigate(ADDITIONAL_SECTIONS_PATH);
  if (!section) return <StepFrame title={title}>{null}</StepFrame>;

  let body: React.ReactNode;
  let unsavedEntry: UnsavedEntry | undefined;
  if (type === 'courses') {
    body = (
      <CoursesEditor
        section={section}
        dispatch={dispatch}
        form={courseForm}
        setForm={setCourseForm}
        formRef={courseFormRef}
        dateStyle={{ format: state.resume.dateFormat, language: state.resume.language }}
      />
    );
    if (isCourseUnsaved(courseForm, section))
      unsavedEntry = {
        noun: 'course',
        name: [courseForm.course.trim(), courseForm.institution.trim()].filter(Boolean).join(', '),
        isEditing: section.items.some((item) => item.id === courseForm.id),
        save: () => {
          // Institution, course and start are required: the form says which is missing, nothing is added.
          const form = courseFormRef.current;
          if (form && !form.checkValidity()) {
            window.setTimeout(() => form.reportValidity(), 0);
            return false;
          }
          saveCourse(courseForm, section, dispatch);
          setCourseForm(() => EMPTY_COURSE_FORM);
          return true;
        },
      };
  } else if (type === 'hobbies') body = <HobbiesEditor section={section} dispatch={dispatch} />;
  else {
    const { fields: Fields, rowTitle } = LIST_EDITORS[type];
    body = (
      <div className="flex flex-col gap-3">
        <ul aria-label={title} className="flex flex-col gap-2">
          {section.items.map((item, index) => (
            <li key={item.id}>
              <CollapsibleItem
                title={rowTitle ? rowTitle(item) : item.title}
                // An item holding a value that is not valid yet opens, so its message is seen.
                defaultOpen={newItemIds.has(item.id) || hasErrorsIn(validation.errors, `items.${index}`)}
                move={{
                  canMove: movesAt(index, section.items.length),
                  onMove: (offset) =>
                    dispatch({ type: 'moveSectionItem', sectionId: section.id, itemId: item.id, offset }),
                }}
                onDelete={() =>
                  dispatch({ type: 'deleteSectionItem', sectionId: section.id, itemId: item.id })
                }
              >
                <Fields
                  item={item}
                  fieldProps={(key) => validation.fieldProps(`items.${index}.${key}`)}
                  onChange={(fields) =>
                    dispatch({ type: 'updateSectionItem', sectionId: section.id, itemId: item.id, fields })
                  }
                />
              </CollapsibleItem>
            </li>
          ))}
        </ul>
        <Button
          variant="outline"
          // Its label wraps rather than widening the page: 'Add one more volunteering role' and its longer
          // translations do not fit one line at 360 px.
          className="h-auto min-h-10 max-w-full self-start whitespace-normal border-dashed py-2 text-start"
          onClick={() => {
            const item = createSectionItem(type, { host: window.location.host });
            setNewItemIds((ids) => new Set(ids).add(item.id));
            dispatch({ type: 'addSectionItem', sectionId: section.id, item });
          }}
        >
          <PlusIcon aria-hidden="true" />
          {t(`add.${type}`)}
        </Button>
      </div>
    );
  }
  return (
    <StepFrame
      title={title}
      description={isDescribed(type) ? t(`description.${type}`) : undefined}
      onContinue={onContinue}
      validation={validation}
      unsavedEntry={unsavedEntry}
    >
      {body}
    </StepFrame>
  );
}

function hasErrorsIn(errors: Record<string, string>, prefix: string): boolean {
  return Object.keys(errors).some((path) => path.startsWith(`${prefix}.`));
}
