import { LightbulbIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDateRange } from '../../../../domain/date-text';
import type { Experience } from '../../../../domain/resume';
import { createExperience, withoutTempPreview } from '../../../../domain/resume-defaults';
import { isBlankRichText, richTextToBullets } from '../../../../domain/rich-text';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { PREVIEW_DEBOUNCE_MS } from '../../../shared/preview/use-preview-pages';
import { useBuilderIntegrations } from '../../../shared/resume/builder-integrations';
import { useResumeStore } from '../../../shared/resume/resume-store';
import { RichTextField } from '../../../shared/rich-text/rich-text-field';
import { MonthField } from '../fields/month-field';
import { TextField } from '../fields/text-field';
import { appendBullets, draftToBullets } from './append-bullets';
import { SavedEntryList } from './saved-entry-list';
import { StepFrame } from './step-frame';
import { useContinue } from './use-continue';
import { useDebouncedEffect } from './use-debounced-effect';

type JobForm = Pick<
  Experience,
  'jobTitle' | 'company' | 'startDate' | 'endDate' | 'location' | 'current' | 'description'
>;

const EMPTY_FORM: JobForm = {
  jobTitle: '',
  company: '',
  startDate: '',
  endDate: '',
  location: '',
  current: false,
  description: '',
};

const hasContent = (form: JobForm) =>
  [form.jobTitle, form.company, form.startDate, form.endDate, form.location].some((v) => v.trim() !== '') ||
  !isBlankRichText(form.description);

export function EmploymentStep() {
  const { state, dispatch } = useResumeStore();
  const { BulletSuggestions } = useBuilderIntegrations();
  const onContinue = useContinue('employment-history');
  const [form, setForm] = useState<JobForm>(EMPTY_FORM);
  const [draft, setDraft] = useState('');
  const [editingId, setEditingId] = useState<string | null>(null);
  const [isTipShown, setIsTipShown] = useState(true);
  const draftId = useId();
  const jobs = withoutTempPreview(state.resume.experience);
  const set = (fields: Partial<JobForm>) => setForm((current) => ({ ...current, ...fields }));

  // The job being typed shows in the preview ~100 ms after the last keystroke (spec section 4).
  useDebouncedEffect(
    () => {
      const entry =
        editingId === null && hasContent(form)
          ? createExperience({ ...form, bullets: richTextToBullets(form.description) })
          : null;
      dispatch({ type: 'setExperiencePreview', experience: entry });
    },
    [form, editingId],
    PREVIEW_DEBOUNCE_MS,
  );

  const save = () => {
    const fields = {
      ...form,
      endDate: form.current ? '' : form.endDate,
      bullets: richTextToBullets(form.description),
    };
    if (editingId) dispatch({ type: 'updateExperience', id: editingId, fields });
    else dispatch({ type: 'addExperience', experience: createExperience(fields) });
    dispatch({ type: 'setExperiencePreview', experience: null });
    setForm(EMPTY_FORM);
    setDraft('');
    setEditingId(null);
  };

  const edit = (id: string) => {
    const job = jobs.find((candidate) => candidate.id === id);
    if (!job) return;
    setEditingId(id);
    setForm({
      jobTitle: job.jobTitle,
      company: job.company,
      startDate: job.startDate,
      endDate: job.endDate,
      location: job.location,
      current: job.current,
      description: job.description,
    });
  };

  const addAsWritten = () => {
    set({ description: appendBullets(form.description, draftToBullets(draft)) });
    setDraft('');
  };

  const dates = formatDateRange(form.startDate, form.endDate, form.current);

  return (
    <StepFrame
      title="Employment History"
      description="Start with your most recent job."
      onContinue={onContinue}
    >
      {isTipShown ? (
        <div role="note" className="flex items-start gap-3 rounded-md bg-brand-50 p-3 text-sm text-brand-800">
          <LightbulbIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p className="flex-1">
            Tip: candidates with at least three clear roles are 34% more likely to get interviews.
          </p>
          <button
            type="button"
            aria-label="Dismiss tip"
            onClick={() => setIsTipShown(false)}
            className="cursor-pointer rounded p-1 hover:bg-brand-100"
          >
            <XIcon aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
      <SavedEntryList
        label="Saved jobs"
        entries={jobs.map((job) => ({
          id: job.id,
          title: job.jobTitle,
          subtitle: [job.company, job.location].filter(Boolean).join(', '),
          dates: formatDateRange(job.startDate, job.endDate, job.current),
        }))}
        onEdit={edit}
        onDelete={(id) => {
          dispatch({ type: 'deleteExperience', id });
          if (editingId === id) {
            setEditingId(null);
            setForm(EMPTY_FORM);
          }
        }}
      />
      {/* The job being typed is the form's until saved: Ctrl+Z in it is the fields' own undo. */}
      <fieldset className="flex flex-col gap-4" data-local-undo="">
        <legend className="mb-2 text-lg font-semibold">{editingId ? 'Edit job' : 'Add a job'}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Job Title" value={form.jobTitle} onChange={(jobTitle) => set({ jobTitle })} />
          <TextField label="Company" value={form.company} onChange={(company) => set({ company })} />
          <MonthField
            label="Start Date"
            value={form.startDate}
            onChange={(startDate) => set({ startDate })}
          />
          <MonthField
            label="End Date"
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
            <Label htmlFor={`${draftId}-current`}>I currently work here</Label>
          </div>
          <TextField
            label="Location"
            className="flex flex-col gap-2 sm:col-span-2"
            value={form.location}
            onChange={(location) => set({ location })}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={draftId}>Describe what you did</Label>
          <Textarea
            id={draftId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="One achievement per line"
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" disabled={draft.trim() === ''} onClick={addAsWritten}>
              Add as Written
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
            onAdd={(bullet) => set({ description: appendBullets(form.description, [bullet]) })}
          />
        ) : null}
        <RichTextField
          label="Final bullets"
          value={form.description}
          onChange={(description) => set({ description })}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={save} disabled={isBlankRichText(form.description)}>
            {editingId ? 'Update & Save' : 'Add to Resume'}
          </Button>
          {isBlankRichText(form.description) ? (
            <p className="text-xs text-muted-foreground">Add at least one bullet to add this job.</p>
          ) : null}
        </div>
      </fieldset>
    </StepFrame>
  );
}
