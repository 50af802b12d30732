import { LightbulbIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDateRange } from '../../../../domain/date-text';
import type { Experience } from '../../../../domain/resume';
import { createExperience, withoutTempPreview } from '../../../../domain/resume-defaults';
import { isBlankRichText, richTextToBullets } from '../../../../domain/rich-text';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { BUILDER_TEXTS } from '../../../lib/i18n/namespaces/builder';
import { useT } from '../../../lib/i18n/use-t';
import { PREVIEW_DEBOUNCE_MS } from '../../../shared/preview/use-preview-pages';
import { useBuilderIntegrations } from '../../../shared/resume/builder-integrations';
import { clearEditEntryHint, readEditEntryHint } from '../../../shared/resume/edit-entry-hint';
import { useResumeStore } from '../../../shared/resume/resume-store';
import { useEntryForm } from '../../../shared/resume/use-entry-form';
import { RichTextField } from '../../../shared/rich-text/rich-text-field';
import { MonthField } from '../fields/month-field';
import { TextField } from '../fields/text-field';
import { appendBullets, draftToBullets } from './append-bullets';
import { SavedEntryList } from './saved-entry-list';
import { StepFrame, type UnsavedEntry } from './step-frame';
import { useContinue } from './use-continue';
import { useDebouncedEffect } from './use-debounced-effect';

type JobForm = Pick<
  Experience,
  'jobTitle' | 'company' | 'startDate' | 'endDate' | 'location' | 'current' | 'description'
>;

/** The whole form as typed, kept across steps and reloads until the job is added (ADR 0072). */
type JobEntryForm = JobForm & {
  /** The notes in 'Describe what you did', not yet turned into bullets. */
  draft: string;
  /** The saved job being edited, '' for a new one. */
  editingId: string;
};

const EMPTY_FORM: JobEntryForm = {
  jobTitle: '',
  company: '',
  startDate: '',
  endDate: '',
  location: '',
  current: false,
  description: '',
  draft: '',
  editingId: '',
};

const hasContent = (form: JobForm) =>
  [form.jobTitle, form.company, form.startDate, form.endDate, form.location].some((v) => v.trim() !== '') ||
  !isBlankRichText(form.description);

/** The form's fields as they stand against the saved job: whether Update & Save would change anything. */
const differsFrom = (form: JobForm, job: Experience) =>
  (['jobTitle', 'company', 'startDate', 'endDate', 'location', 'current', 'description'] as const).some(
    (key) => form[key] !== job[key],
  );

export function EmploymentStep() {
  const { t } = useT(BUILDER_TEXTS);
  const { state, dispatch, entryScope } = useResumeStore();
  const { BulletSuggestions } = useBuilderIntegrations();
  const onContinue = useContinue('employment-history');
  const [entry, setEntry] = useEntryForm('experience', EMPTY_FORM);
  const [isTipShown, setIsTipShown] = useState(true);
  const draftId = useId();
  const jobs = withoutTempPreview(state.resume.experience);
  const { draft, editingId: editing, ...form } = entry;
  // A job deleted (or undone) since its edit began: what was typed becomes a new job rather than vanishing.
  const editedJob = jobs.find((job) => job.id === editing);
  const editingId = editedJob ? editedJob.id : null;
  const set = (fields: Partial<JobForm>) => setEntry(fields);
  const setDraft = (text: string) => setEntry({ draft: text });

  // The job being typed shows in the preview ~100 ms after the last keystroke (spec section 4).
  useDebouncedEffect(
    () => {
      const typed =
        editingId === null && hasContent(form)
          ? createExperience({ ...form, bullets: richTextToBullets(form.description) })
          : null;
      dispatch({ type: 'setExperiencePreview', experience: typed });
    },
    // `entry`, not `form`: the form is spread from it on every render.
    [entry, editingId],
    PREVIEW_DEBOUNCE_MS,
  );

  const save = (description = form.description) => {
    const fields = {
      ...form,
      description,
      endDate: form.current ? '' : form.endDate,
      bullets: richTextToBullets(description),
    };
    if (editingId) dispatch({ type: 'updateExperience', id: editingId, fields });
    else dispatch({ type: 'addExperience', experience: createExperience(fields) });
    dispatch({ type: 'setExperiencePreview', experience: null });
    setEntry(() => EMPTY_FORM);
  };

  const edit = (id: string) => {
    const job = jobs.find((candidate) => candidate.id === id);
    if (!job) return;
    setEntry(() => ({
      jobTitle: job.jobTitle,
      company: job.company,
      startDate: job.startDate,
      endDate: job.endDate,
      location: job.location,
      current: job.current,
      description: job.description,
      draft: '',
      editingId: id,
    }));
  };

  const isUnsaved = draft.trim() !== '' || (editedJob ? differsFrom(form, editedJob) : hasContent(form));
  const unsavedEntry: UnsavedEntry | undefined = isUnsaved
    ? {
        noun: 'job',
        name: [form.jobTitle.trim(), form.company.trim()].filter(Boolean).join(', '),
        isEditing: editedJob !== undefined,
        // Notes not yet turned into bullets go in as written, as 'Add as Written' would.
        save: () => {
          save(appendBullets(form.description, draftToBullets(draft)));
          return true;
        },
      }
    : undefined;

  // A link that named one saved job (the tailoring panel's bullet checks) opens it for editing, unless the
  // form holds typing of its own, which is never replaced. Again after the store reloads the resume (leaving
  // a ?resumeId= address does), since that reads the form afresh.
  const [hintedId] = useState(readEditEntryHint);
  const formRef = useRef<HTMLFieldSetElement>(null);
  const isUnsavedRef = useRef(isUnsaved);
  isUnsavedRef.current = isUnsaved;
  const editRef = useRef(edit);
  editRef.current = edit;
  // biome-ignore lint/correctness/useExhaustiveDependencies: entryScope says when to run again; it is not read
  useEffect(() => {
    if (!hintedId || isUnsavedRef.current) return;
    clearEditEntryHint();
    editRef.current(hintedId);
    formRef.current?.scrollIntoView({ block: 'start' });
  }, [hintedId, entryScope]);

  const addAsWritten = () =>
    setEntry({ description: appendBullets(form.description, draftToBullets(draft)), draft: '' });

  const dates = formatDateRange(form.startDate, form.endDate, form.current);
  // The saved jobs' dates in the resume's language ('Jan 2020 – Present' in English, as before).
  const dateStyle = { format: 'short', language: state.resume.language } as const;

  return (
    <StepFrame
      title={t('employment.title')}
      description={t('employment.description')}
      onContinue={onContinue}
      unsavedEntry={unsavedEntry}
    >
      {isTipShown ? (
        <div role="note" className="flex items-start gap-3 rounded-md bg-brand-50 p-3 text-sm text-brand-800">
          <LightbulbIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p className="flex-1">{t('employment.tip')}</p>
          <button
            type="button"
            aria-label={t('employment.dismissTip')}
            onClick={() => setIsTipShown(false)}
            className="cursor-pointer rounded p-1 hover:bg-brand-100"
          >
            <XIcon aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
      <SavedEntryList
        label={t('employment.saved')}
        resumeLanguage={state.resume.language}
        entries={jobs.map((job) => ({
          id: job.id,
          title: job.jobTitle,
          subtitle: [job.company, job.location].filter(Boolean).join(', '),
          dates: formatDateRange(job.startDate, job.endDate, job.current, dateStyle),
        }))}
        onEdit={edit}
        onDelete={(id) => {
          dispatch({ type: 'deleteExperience', id });
          if (editingId === id) setEntry(() => EMPTY_FORM);
        }}
      />
      {/* The job being typed is the form's until saved: Ctrl+Z in it is the fields' own undo. */}
      <fieldset ref={formRef} className="flex flex-col gap-4" data-local-undo="">
        <legend className="mb-2 text-lg font-semibold">
          {editingId ? t('employment.editLegend') : t('employment.addLegend')}
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('employment.jobTitle')}
            value={form.jobTitle}
            onChange={(jobTitle) => set({ jobTitle })}
          />
          <TextField
            label={t('employment.company')}
            value={form.company}
            onChange={(company) => set({ company })}
          />
          <MonthField
            label={t('employment.start')}
            value={form.startDate}
            onChange={(startDate) => set({ startDate })}
          />
          <MonthField
            label={t('employment.end')}
            value={form.endDate}
            isPresent={form.current}
            onChange={(endDate) => set({ endDate })}
          />
          <div className="flex items-center gap-2 sm:col-span-2">
            <Checkbox
              id={`${draftId}-current`}
              checked={form.current}
              onCheckedChange={(checked) => set({ current: checked === true })}
            />
            <Label htmlFor={`${draftId}-current`}>{t('employment.current')}</Label>
          </div>
          <TextField
            label={t('employment.location')}
            className="flex flex-col gap-2 sm:col-span-2"
            value={form.location}
            onChange={(location) => set({ location })}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={draftId}>{t('employment.describe')}</Label>
          <Textarea
            id={draftId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t('employment.describePlaceholder')}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" disabled={draft.trim() === ''} onClick={addAsWritten}>
              {t('employment.addAsWritten')}
            </Button>
          </div>
        </div>
        {BulletSuggestions ? (
          <BulletSuggestions
            jobTitle={form.jobTitle}
            company={form.company}
            dates={dates}
            isCurrent={form.current}
            draftText={draft}
            onAdd={(bullet) =>
              setEntry((current) => ({
                ...current,
                description: appendBullets(current.description, [bullet]),
              }))
            }
          />
        ) : null}
        <RichTextField
          label={t('employment.finalBullets')}
          value={form.description}
          onChange={(description) => set({ description })}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => save()} disabled={isBlankRichText(form.description)}>
            {editingId ? t('employment.update') : t('employment.addToResume')}
          </Button>
          {isBlankRichText(form.description) ? (
            <p className="text-xs text-muted-foreground">{t('employment.needBullet')}</p>
          ) : null}
        </div>
      </fieldset>
    </StepFrame>
  );
}
