import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import type { RefObject } from 'react';
import { type DateStyle, formatDateText } from '../../../../domain/date-text';
import type { AdditionalSection } from '../../../../domain/resume';
import { createCourse } from '../../../../domain/resume-defaults';
import { Button } from '../../../components/ui/button';
import { BUILDER_SECTIONS_TEXTS } from '../../../lib/i18n/namespaces/builder-sections';
import { useT } from '../../../lib/i18n/use-t';
import type { ResumeAction } from '../../../shared/resume/resume-reducer';
import { MonthField } from '../fields/month-field';
import { TextField } from '../fields/text-field';
import { joinDateRange, splitDateRange } from './date-range';

/**
 * The course form as typed, kept across steps and reloads until added (ADR 0072): `isOpen` once 'Add course'
 * or Edit opened it; `id` is the course being edited, '' for a new one.
 */
export const EMPTY_COURSE_FORM = { isOpen: false, id: '', institution: '', course: '', start: '', end: '' };
export type CourseForm = typeof EMPTY_COURSE_FORM;

/** Whether the open form holds a course not yet on the resume, or changes to one that is. */
export function isCourseUnsaved(form: CourseForm, section: AdditionalSection): boolean {
  if (!form.isOpen) return false;
  const saved = section.items.find((item) => item.id === form.id);
  if (!saved)
    return [form.institution, form.course, form.start, form.end].some((value) => value.trim() !== '');
  const { start, end } = splitDateRange(saved.date);
  return (
    form.course !== saved.title ||
    form.institution !== saved.description ||
    form.start !== start ||
    form.end !== end
  );
}

/** Adds the course (or updates the one being edited) from the form. */
export function saveCourse(
  form: CourseForm,
  section: AdditionalSection,
  dispatch: (action: ResumeAction) => void,
): void {
  const fields = {
    title: form.course.trim(),
    description: form.institution.trim(),
    date: joinDateRange(form.start, form.end),
  };
  if (section.items.some((item) => item.id === form.id))
    dispatch({ type: 'updateSectionItem', sectionId: section.id, itemId: form.id, fields });
  else dispatch({ type: 'addSectionItem', sectionId: section.id, item: { ...createCourse(), ...fields } });
}

/**
 * Courses as cards (course, institution, dates as the resume shows them) with Edit and Delete, and a form;
 * institution, course and start are required. The form's state is the step's, so Save & Continue can add it.
 */
export function CoursesEditor({
  section,
  dispatch,
  form,
  setForm,
  formRef,
  dateStyle,
}: {
  section: AdditionalSection;
  dispatch: (action: ResumeAction) => void;
  form: CourseForm;
  setForm: (update: Partial<CourseForm> | ((current: CourseForm) => CourseForm)) => void;
  formRef?: RefObject<HTMLFormElement | null>;
  /** The resume's date format and language: the cards show dates as the resume does. */
  dateStyle?: DateStyle;
}) {
  const { t } = useT(BUILDER_SECTIONS_TEXTS);
  const set = (fields: Partial<CourseForm>) => setForm(fields);
  const isEditing = section.items.some((item) => item.id === form.id);
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={t('type.courses')} className="grid gap-2 sm:grid-cols-2">
        {section.items.map((item) => {
          const title = item.title || t('item.untitled');
          return (
            <li key={item.id} className="flex items-start gap-2 rounded-md border border-border p-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{title}</p>
                <p className="text-sm text-muted-foreground">{item.description}</p>
                <p className="text-xs text-muted-foreground">{formatDateText(item.date, dateStyle)}</p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('item.edit', { title })}
                onClick={() => {
                  const { start, end } = splitDateRange(item.date);
                  setForm(() => ({
                    isOpen: true,
                    id: item.id,
                    institution: item.description,
                    course: item.title,
                    start,
                    end,
                  }));
                }}
              >
                <PencilIcon aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('item.delete', { title })}
                onClick={() =>
                  dispatch({ type: 'deleteSectionItem', sectionId: section.id, itemId: item.id })
                }
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      {form.isOpen ? (
        <form
          ref={formRef}
          data-local-undo=""
          className="grid gap-4 rounded-md border border-border p-3 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            saveCourse(form, section, dispatch);
            setForm(() => EMPTY_COURSE_FORM);
          }}
        >
          <TextField
            label={t('courses.institution')}
            required
            value={form.institution}
            onChange={(institution) => set({ institution })}
          />
          <TextField
            label={t('courses.course')}
            required
            value={form.course}
            onChange={(course) => set({ course })}
          />
          <MonthField
            label={t('courses.start')}
            isRequired
            value={form.start}
            onChange={(start) => set({ start })}
          />
          <MonthField label={t('courses.end')} value={form.end} onChange={(end) => set({ end })} />
          <div className="flex gap-2 sm:col-span-2">
            <Button type="submit">{isEditing ? t('courses.update') : t('courses.save')}</Button>
            <Button variant="outline" onClick={() => setForm(() => EMPTY_COURSE_FORM)}>
              {t('courses.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button
          variant="outline"
          className="self-start"
          onClick={() => setForm(() => ({ ...EMPTY_COURSE_FORM, isOpen: true }))}
        >
          <PlusIcon aria-hidden="true" />
          {t('courses.open')}
        </Button>
      )}
    </div>
  );
}
