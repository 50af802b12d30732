import { type FormEvent, useMemo, useState } from 'react';
import { JOB_EVENT_KINDS, type JobEventKind } from '../../../../domain/job-events-api';
import { Button } from '../../../components/ui/button';
import { FieldError, FormError } from '../../../components/ui/field-error';
import { fieldClasses, Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { ApiError } from '../../../lib/http';
import { CALENDAR_TEXTS } from '../../../lib/i18n/namespaces/calendar';
import { useT } from '../../../lib/i18n/use-t';
import { browserTimeZone, useCreateEvent } from '../../../shared/job-events/job-events-api';

/** Every zone the browser knows, for the zone list (older browsers: just the browser's own and UTC). */
function timeZones(own: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([own, 'UTC', ...known])].sort();
}

/** Adds an interview, deadline or follow-up to a job: native date and time fields, the zone the browser's. */
export function EventForm({ jobId }: { jobId: string }) {
  const { t } = useT(CALENDAR_TEXTS);
  const create = useCreateEvent(jobId);
  const own = useMemo(browserTimeZone, []);
  const zones = useMemo(() => timeZones(own), [own]);
  const [kind, setKind] = useState<JobEventKind>('interview');
  const [title, setTitle] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('09:00');
  const [timeZone, setTimeZone] = useState(own);
  const [note, setNote] = useState('');
  const [remind, setRemind] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [savedNote, setSavedNote] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError('');
    setSavedNote('');
    try {
      await create.mutateAsync({ kind, title, date, time, timeZone, note, remind });
      setSavedNote(t('form.saved'));
      setTitle('');
      setNote('');
    } catch (error) {
      const server = error instanceof ApiError ? error.fieldErrors : undefined;
      if (server) setErrors(server);
      else setFormError((error instanceof ApiError && error.serverMessage) || t('form.failed'));
    }
  };

  const field = (name: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `event-${name}-error`,
  });

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate aria-labelledby="event-form-heading">
      <h3 id="event-form-heading" className="font-semibold">
        {t('form.title')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor="event-kind">{t('form.kind')}</Label>
          <select
            id="event-kind"
            className={cn(fieldClasses, 'mt-1.5 h-10 w-full')}
            value={kind}
            onChange={(e) => setKind(e.target.value as JobEventKind)}
          >
            {JOB_EVENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kind.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor="event-title">{t('form.name')}</Label>
          <Input
            id="event-title"
            className="mt-1.5"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            {...field('title')}
          />
          <FieldError id="event-title-error">{errors.title}</FieldError>
        </div>
        <div>
          <Label htmlFor="event-date">{t('form.date')}</Label>
          <Input
            id="event-date"
            type="date"
            required
            className="mt-1.5"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            {...field('date')}
          />
          <FieldError id="event-date-error">{errors.date}</FieldError>
        </div>
        <div>
          <Label htmlFor="event-time">{t('form.time')}</Label>
          <Input
            id="event-time"
            type="time"
            required
            className="mt-1.5"
            value={time}
            onChange={(e) => setTime(e.target.value)}
            {...field('time')}
          />
          <FieldError id="event-time-error">{errors.time}</FieldError>
        </div>
        <div className="sm:col-span-2">
          <Label htmlFor="event-zone">{t('form.timeZone')}</Label>
          <select
            id="event-zone"
            className={cn(fieldClasses, 'mt-1.5 h-10 w-full')}
            // IANA names ('Europe/Madrid'): identifiers, the same in every language.
            translate="no"
            value={timeZone}
            onChange={(e) => setTimeZone(e.target.value)}
            {...field('timeZone')}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
          <FieldError id="event-timeZone-error">{errors.timeZone}</FieldError>
        </div>
        <div className="sm:col-span-2">
          <Label htmlFor="event-note">{t('form.note')}</Label>
          <Textarea
            id="event-note"
            className="mt-1.5"
            rows={2}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            {...field('note')}
          />
          <FieldError id="event-note-error">{errors.note}</FieldError>
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4"
          checked={remind}
          onChange={(e) => setRemind(e.target.checked)}
        />
        {t('form.remind')}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" disabled={create.isPending}>
          {create.isPending ? t('form.saving') : t('form.submit')}
        </Button>
        <p aria-live="polite" className="text-muted-foreground text-sm">
          {savedNote}
        </p>
        <FormError>{formError}</FormError>
      </div>
    </form>
  );
}
