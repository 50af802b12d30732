import { useId } from 'react';
import type { SectionItem } from '../../../../domain/resume';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { TextField } from '../fields/text-field';
import { DescriptionField, type ItemEditorProps, wide } from './item-editors';

/**
 * The fields of the section types added after the spec's own (certifications, projects, volunteering):
 * which item field holds what is in docs/decisions/0024.
 */

/** Start, end and 'ongoing', as on a job: YYYY-MM from the month inputs; an ongoing item shows 'Present'. */
function ItemDateRange({ item, onChange, currentLabel }: ItemEditorProps & { currentLabel: string }) {
  const currentId = useId();
  return (
    <>
      <TextField
        label="Start date"
        type="month"
        value={item.startDate}
        onChange={(startDate) => onChange({ startDate })}
      />
      <TextField
        label="End date"
        type="month"
        value={item.current ? '' : item.endDate}
        disabled={item.current}
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

/** The item's string fields, by name. */
type TextKey = { [K in keyof SectionItem]: SectionItem[K] extends string ? K : never }[keyof SectionItem];

/** A labelled input bound to one string field of the item; `isWide` spans the form's two columns. */
function ItemField({
  item,
  onChange,
  field,
  isWide,
  ...props
}: ItemEditorProps & {
  field: TextKey;
  label: string;
  isWide?: boolean;
  type?: string;
  placeholder?: string;
}) {
  return (
    <TextField
      className={isWide ? wide : undefined}
      value={item[field]}
      onChange={(value) => onChange({ [field]: value })}
      {...props}
    />
  );
}

export function CertificationFields(props: ItemEditorProps) {
  return (
    <>
      <ItemField {...props} field="title" label="Certification" />
      <ItemField {...props} field="company" label="Issuer" />
      <ItemField {...props} field="date" label="Date" type="month" />
      <ItemField {...props} field="credentialId" label="Credential ID" />
      <ItemField {...props} field="link" label="URL" type="url" isWide />
    </>
  );
}

export function ProjectFields(props: ItemEditorProps) {
  return (
    <>
      <ItemField {...props} field="title" label="Project name" />
      <ItemField {...props} field="role" label="Your role" />
      <ItemDateRange {...props} currentLabel="This project is ongoing" />
      <ItemField {...props} field="link" label="URL" type="url" isWide />
      <DescriptionField {...props} hint="What it does and what you achieved; use bullets for results." />
      <ItemField
        {...props}
        field="keywords"
        label="Keywords"
        placeholder="TypeScript, React, PostgreSQL"
        isWide
      />
    </>
  );
}

export function VolunteeringFields(props: ItemEditorProps) {
  return (
    <>
      <ItemField {...props} field="title" label="Role" />
      <ItemField {...props} field="company" label="Organisation" />
      <ItemDateRange {...props} currentLabel="I volunteer here now" />
      <ItemField {...props} field="location" label="Location" isWide />
      <DescriptionField {...props} />
    </>
  );
}
