import { formatMonth } from '../../../../domain/date-text';
import type { Education } from '../../../../domain/resume';
import { createEducation, withoutTempPreview } from '../../../../domain/resume-defaults';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { BUILDER_TEXTS } from '../../../lib/i18n/namespaces/builder';
import { useT } from '../../../lib/i18n/use-t';
import { PREVIEW_DEBOUNCE_MS } from '../../../shared/preview/use-preview-pages';
import { useResumeStore } from '../../../shared/resume/resume-store';
import { useEntryForm } from '../../../shared/resume/use-entry-form';
import { MonthField } from '../fields/month-field';
import { TextField } from '../fields/text-field';
import { SavedEntryList } from './saved-entry-list';
import { StepFrame, type UnsavedEntry } from './step-frame';
import { useContinue } from './use-continue';
import { useDebouncedEffect } from './use-debounced-effect';

type SchoolForm = Omit<Education, 'id' | 'startDate'>;
const FIELDS = ['institution', 'degree', 'field', 'location', 'endDate', 'gpa'] as const;
/** The form as typed, kept across steps and reloads until added (ADR 0072); editingId '' for a new school. */
const EMPTY_FORM: SchoolForm & { editingId: string } = {
  institution: '',
  degree: '',
  field: '',
  location: '',
  endDate: '',
  gpa: '',
  editingId: '',
};

export function EducationStep() {
  const { t } = useT(BUILDER_TEXTS);
  const { state, dispatch } = useResumeStore();
  const onContinue = useContinue('education');
  const [entry, setEntry] = useEntryForm('education', EMPTY_FORM);
  const schools = withoutTempPreview(state.resume.education);
  const { editingId: editing, ...form } = entry;
  // A school deleted (or undone) since its edit began: what was typed becomes a new entry rather than vanishing.
  const editedSchool = schools.find((school) => school.id === editing);
  const editingId = editedSchool ? editedSchool.id : null;
  const field = (key: keyof SchoolForm) => ({
    value: form[key],
    onChange: (value: string) => setEntry({ [key]: value }),
  });

  // Shown in the preview only once an institution, degree or field is typed (spec section 4).
  useDebouncedEffect(
    () => {
      const hasKey = [form.institution, form.degree, form.field].some((value) => value.trim() !== '');
      dispatch({
        type: 'setEducationPreview',
        education: editingId === null && hasKey ? createEducation(form) : null,
      });
    },
    // `entry`, not `form`: the form is spread from it on every render.
    [entry, editingId],
    PREVIEW_DEBOUNCE_MS,
  );

  const close = () => {
    dispatch({ type: 'setEducationPreview', education: null });
    setEntry(() => EMPTY_FORM);
  };

  const save = () => {
    if (editingId) dispatch({ type: 'updateEducation', id: editingId, fields: form });
    else dispatch({ type: 'addEducation', education: createEducation(form) });
    close();
  };

  const edit = (id: string) => {
    const school = schools.find((candidate) => candidate.id === id);
    if (!school) return;
    const { id: _id, startDate: _start, ...fields } = school;
    setEntry(() => ({ ...fields, editingId: id }));
  };

  /** 'BSc in Physics': the user's words joined in the interface language. */
  const degreeInField = (degree: string, fieldOfStudy: string) =>
    degree && fieldOfStudy
      ? t('education.degreeInField', { degree, field: fieldOfStudy })
      : degree || fieldOfStudy;

  const isUnsaved = editedSchool
    ? FIELDS.some((key) => form[key] !== editedSchool[key])
    : FIELDS.some((key) => form[key].trim() !== '');
  const unsavedEntry: UnsavedEntry | undefined = isUnsaved
    ? {
        noun: 'education',
        name: [form.institution.trim(), degreeInField(form.degree.trim(), form.field.trim())]
          .filter(Boolean)
          .join(', '),
        isEditing: editedSchool !== undefined,
        save: () => {
          save();
          return true;
        },
      }
    : undefined;

  return (
    <StepFrame
      title={t('education.title')}
      description={t('education.description')}
      onContinue={onContinue}
      unsavedEntry={unsavedEntry}
    >
      {schools.length > 0 ? (
        <div className="flex flex-col gap-2">
          <div className="flex justify-end">
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button variant="ghost" size="sm">
                  {t('education.clearAll')}
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogTitle>{t('education.clearTitle')}</AlertDialogTitle>
                <AlertDialogDescription>{t('education.clearDescription')}</AlertDialogDescription>
                <AlertDialogFooter>
                  <AlertDialogCancel>{t('education.cancel')}</AlertDialogCancel>
                  <AlertDialogAction
                    variant="destructive"
                    onClick={() => {
                      dispatch({ type: 'clearEducation' });
                      close();
                    }}
                  >
                    {t('education.clearAll')}
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          </div>
          <SavedEntryList
            label={t('education.saved')}
            resumeLanguage={state.resume.language}
            entries={schools.map((school) => ({
              id: school.id,
              title: school.institution,
              subtitle: degreeInField(school.degree, school.field),
              dates: formatMonth(school.endDate, { format: 'short', language: state.resume.language }),
            }))}
            onEdit={edit}
            onDelete={(id) => {
              dispatch({ type: 'deleteEducation', id });
              if (editingId === id) close();
            }}
          />
        </div>
      ) : null}
      {/* The school being typed is the form's until saved: Ctrl+Z in it is the fields' own undo. */}
      <fieldset className="flex flex-col gap-4" data-local-undo="">
        <legend className="mb-2 text-lg font-semibold">
          {editingId ? t('education.editLegend') : t('education.addLegend')}
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('education.institution')}
            className="flex flex-col gap-2 sm:col-span-2"
            {...field('institution')}
          />
          <TextField label={t('education.degree')} {...field('degree')} />
          <TextField label={t('education.field')} {...field('field')} />
          <TextField label={t('education.location')} {...field('location')} />
          <MonthField label={t('education.end')} {...field('endDate')} />
          <TextField label={t('education.gpa')} {...field('gpa')} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={save}>{editingId ? t('education.update') : t('education.add')}</Button>
          {editingId ? (
            <Button variant="outline" onClick={close}>
              {t('education.cancel')}
            </Button>
          ) : null}
        </div>
      </fieldset>
    </StepFrame>
  );
}
