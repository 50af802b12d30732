import { type FormEvent, useState } from 'react';
import type { Job } from '../../../../domain/jobs-api';
import { Button } from '../../../components/ui/button';
import { FieldError, FormError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ApiError } from '../../../lib/http';
import { JOBS_TEXTS } from '../../../lib/i18n/namespaces/jobs';
import { useT } from '../../../lib/i18n/use-t';
import { useUpdateJob } from '../jobs-api';

/** The job's next step and its day (issue 35 item 3); the day is a native date field, keyboard-friendly. */
export function NextStepForm({ job }: { job: Job }) {
  const { t } = useT(JOBS_TEXTS);
  const update = useUpdateJob(job.id);
  const [nextStep, setNextStep] = useState(job.nextStep);
  const [date, setDate] = useState(job.nextStepDate ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [savedNote, setSavedNote] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError('');
    setSavedNote('');
    try {
      await update.mutateAsync({ nextStep, nextStepDate: date });
      setSavedNote(t('next.saved'));
    } catch (error) {
      const server = error instanceof ApiError ? error.fieldErrors : undefined;
      if (server) setErrors(server);
      else setFormError((error instanceof ApiError && error.serverMessage) || t('next.failed'));
    }
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate aria-labelledby="next-step-heading">
      <h2 id="next-step-heading" className="font-semibold text-xl">
        {t('next.title')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <div>
          <Label htmlFor="next-step">{t('next.what')}</Label>
          <Input
            id="next-step"
            className="mt-1.5"
            value={nextStep}
            placeholder={t('next.placeholder')}
            aria-invalid={errors.nextStep ? true : undefined}
            aria-describedby="next-step-error"
            onChange={(event) => setNextStep(event.target.value)}
          />
          <FieldError id="next-step-error">{errors.nextStep}</FieldError>
        </div>
        <div>
          <Label htmlFor="next-step-date">{t('next.by')}</Label>
          <Input
            id="next-step-date"
            type="date"
            className="mt-1.5 sm:w-44"
            value={date}
            aria-invalid={errors.nextStepDate ? true : undefined}
            aria-describedby="next-step-date-error"
            onChange={(event) => setDate(event.target.value)}
          />
          <FieldError id="next-step-date-error">{errors.nextStepDate}</FieldError>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" disabled={update.isPending}>
          {update.isPending ? t('saving') : t('next.save')}
        </Button>
        <p aria-live="polite" className="text-muted-foreground text-sm">
          {savedNote}
        </p>
        <FormError>{formError}</FormError>
      </div>
    </form>
  );
}
