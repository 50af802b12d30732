import { useId } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { MonthField } from '../fields/month-field';
import { TextField } from '../fields/text-field';
import { DescriptionField, type ItemEditorProps, wide } from './item-editors';

/**
 * The fields of the section types added after the spec's own (certifications, projects, volunteering):
 * which item field holds what is in docs/decisions/0024.
 */

/** Start, end and 'ongoing', as on a job: YYYY-MM from the month pickers; an ongoing item shows 'Present'. */
function ItemDateRange({ item, onChange, currentLabel }: ItemEditorProps & { currentLabel: string }) {
  const currentId = useId();
  return (
    <>
      <MonthField
        label="Start date"
        value={item.startDate}
        onChange={(startDate) => onChange({ startDate })}
      />
      <MonthField
        label="End date"
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
  return (
    <>
      <TextField label="Certification" value={item.title} onChange={(title) => onChange({ title })} />
      <TextField label="Issuer" value={item.company} onChange={(company) => onChange({ company })} />
      <MonthField label="Date" value={item.date} onChange={(date) => onChange({ date })} />
      <TextField
        label="Credential ID"
        value={item.credentialId}
        onChange={(credentialId) => onChange({ credentialId })}
      />
      <TextField
        label="URL"
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
  return (
    <>
      <TextField label="Project name" value={item.title} onChange={(title) => onChange({ title })} />
      <TextField label="Your role" value={item.role} onChange={(role) => onChange({ role })} />
      <ItemDateRange item={item} onChange={onChange} currentLabel="This project is ongoing" />
      <TextField
        label="URL"
        type="url"
        className={wide}
        value={item.link}
        onChange={(link) => onChange({ link })}
        {...fieldProps?.('link')}
      />
      <DescriptionField
        item={item}
        onChange={onChange}
        hint="What it does and what you achieved; use bullets for results."
      />
      <TextField
        label="Keywords"
        placeholder="TypeScript, React, PostgreSQL"
        className={wide}
        value={item.keywords}
        onChange={(keywords) => onChange({ keywords })}
      />
    </>
  );
}

export function VolunteeringFields({ item, onChange }: ItemEditorProps) {
  return (
    <>
      <TextField label="Role" value={item.title} onChange={(title) => onChange({ title })} />
      <TextField label="Organisation" value={item.company} onChange={(company) => onChange({ company })} />
      <ItemDateRange item={item} onChange={onChange} currentLabel="I volunteer here now" />
      <TextField
        label="Location"
        className={wide}
        value={item.location}
        onChange={(location) => onChange({ location })}
      />
      <DescriptionField item={item} onChange={onChange} />
    </>
  );
}
