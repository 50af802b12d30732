import { useId } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { BUILDER_SECTIONS_TEXTS } from '../../../lib/i18n/namespaces/builder-sections';
import { useT } from '../../../lib/i18n/use-t';
import { MonthField } from '../fields/month-field';
import { TextField } from '../fields/text-field';
import { DescriptionField, type ItemEditorProps, wide } from './item-editors';

/**
 * The fields of the section types added after the spec's own (certifications, projects, volunteering):
 * which item field holds what is in docs/decisions/0024.
 */

/** Technologies are named the same in every language: the example is not translated. */
const KEYWORDS_EXAMPLE = 'TypeScript, React, PostgreSQL';

/** Start, end and 'ongoing', as on a job: YYYY-MM from the month pickers; an ongoing item shows 'Present'. */
function ItemDateRange({ item, onChange, currentLabel }: ItemEditorProps & { currentLabel: string }) {
  const { t } = useT(BUILDER_SECTIONS_TEXTS);
  const currentId = useId();
  return (
    <>
      <MonthField
        label={t('fields.startDate')}
        value={item.startDate}
        onChange={(startDate) => onChange({ startDate })}
      />
      <MonthField
        label={t('fields.endDate')}
        value={item.endDate}
        isPresent={item.current}
        onChange={(endDate) => onChange({ endDate })}
      />
      <div className="flex items-center gap-2 sm:col-span-2">
        <Checkbox
          id={currentId}
          checked={item.current}
          onCheckedChange={(checked) => onChange({ current: checked === true })}
        />
        <Label htmlFor={currentId}>{currentLabel}</Label>
      </div>
    </>
  );
}

export function CertificationFields({ item, onChange, fieldProps }: ItemEditorProps) {
  const { t } = useT(BUILDER_SECTIONS_TEXTS);
  return (
    <>
      <TextField
        label={t('fields.certification')}
        value={item.title}
        onChange={(title) => onChange({ title })}
      />
      <TextField
        label={t('fields.issuer')}
        value={item.company}
        onChange={(company) => onChange({ company })}
      />
      <MonthField label={t('fields.date')} value={item.date} onChange={(date) => onChange({ date })} />
      <TextField
        label={t('fields.credentialId')}
        value={item.credentialId}
        onChange={(credentialId) => onChange({ credentialId })}
      />
      <TextField
        label={t('fields.url')}
        type="url"
        className={wide}
        value={item.link}
        onChange={(link) => onChange({ link })}
        {...fieldProps?.('link')}
      />
    </>
  );
}

export function ProjectFields({ item, onChange, fieldProps }: ItemEditorProps) {
  const { t } = useT(BUILDER_SECTIONS_TEXTS);
  return (
    <>
      <TextField
        label={t('fields.projectName')}
        value={item.title}
        onChange={(title) => onChange({ title })}
      />
      <TextField label={t('fields.yourRole')} value={item.role} onChange={(role) => onChange({ role })} />
      <ItemDateRange item={item} onChange={onChange} currentLabel={t('fields.projectOngoing')} />
      <TextField
        label={t('fields.url')}
        type="url"
        className={wide}
        value={item.link}
        onChange={(link) => onChange({ link })}
        {...fieldProps?.('link')}
      />
      <DescriptionField item={item} onChange={onChange} hint={t('fields.projectHint')} />
      <TextField
        label={t('fields.keywords')}
        placeholder={KEYWORDS_EXAMPLE}
        className={wide}
        value={item.keywords}
        onChange={(keywords) => onChange({ keywords })}
      />
    </>
  );
}

export function VolunteeringFields({ item, onChange }: ItemEditorProps) {
  const { t } = useT(BUILDER_SECTIONS_TEXTS);
  return (
    <>
      <TextField label={t('fields.role')} value={item.title} onChange={(title) => onChange({ title })} />
      <TextField
        label={t('fields.organisation')}
        value={item.company}
        onChange={(company) => onChange({ company })}
      />
      <ItemDateRange item={item} onChange={onChange} currentLabel={t('fields.volunteerNow')} />
      <TextField
        label={t('fields.location')}
        className={wide}
        value={item.location}
        onChange={(location) => onChange({ location })}
      />
      <DescriptionField item={item} onChange={onChange} />
    </>
  );
}
