import { LANGUAGE_PROFICIENCIES, type SectionItem } from '../../../../domain/resume';
import { RichTextField } from '../../../shared/rich-text/rich-text-field';
import { SelectField } from '../fields/select-field';
import { TextField } from '../fields/text-field';
import { joinDateRange, splitDateRange } from './date-range';

/** The fields of one extra-section item, per type, following the spec's 'Item usage per type'. */
export interface ItemEditorProps {
  item: SectionItem;
  onChange: (fields: Partial<SectionItem>) => void;
  /** The message (and blur handler) of a field whose value is not valid yet, e.g. a half-typed e-mail. */
  fieldProps?: (key: keyof SectionItem) => { error?: string; onBlur?: () => void };
}

export const wide = 'flex flex-col gap-2 sm:col-span-2';

/** The item's rich-text description, across the form's full width. */
export function DescriptionField({ item, onChange, hint }: ItemEditorProps & { hint?: string }) {
  return (
    <div className={wide}>
      <RichTextField
        label="Description"
        hint={hint}
        value={item.description}
        onChange={(description) => onChange({ description })}
      />
    </div>
  );
}

export function InternshipFields({ item, onChange }: ItemEditorProps) {
  const { start, end } = splitDateRange(item.date);
  return (
    <>
      <TextField label="Job title" value={item.title} onChange={(title) => onChange({ title })} />
      <TextField label="Company name" value={item.company} onChange={(company) => onChange({ company })} />
      <TextField
        label="Start date"
        value={start}
        onChange={(value) => onChange({ date: joinDateRange(value, end) })}
      />
      <TextField
        label="End date"
        value={end}
        onChange={(value) => onChange({ date: joinDateRange(start, value) })}
      />
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

export function ReferenceFields({ item, onChange, fieldProps }: ItemEditorProps) {
  return (
    <>
      <TextField label="Referent name" value={item.title} onChange={(title) => onChange({ title })} />
      <TextField
        label="Referent company"
        value={item.location}
        onChange={(location) => onChange({ location })}
      />
      <TextField
        label="Referent email"
        type="email"
        value={item.email}
        onChange={(email) => onChange({ email })}
        {...fieldProps?.('email')}
      />
      <TextField
        label="Referent phone"
        type="tel"
        value={item.phone}
        onChange={(phone) => onChange({ phone })}
      />
    </>
  );
}

export function LinkFields({ item, onChange, fieldProps }: ItemEditorProps) {
  return (
    <>
      <TextField label="Link title" value={item.title} onChange={(title) => onChange({ title })} />
      <TextField
        label="URL"
        type="url"
        value={item.link}
        onChange={(link) => onChange({ link })}
        {...fieldProps?.('link')}
      />
    </>
  );
}

export function LanguageFields({ item, onChange }: ItemEditorProps) {
  return (
    <>
      <TextField label="Language" value={item.title} onChange={(title) => onChange({ title })} />
      <SelectField<string>
        label="Proficiency"
        value={item.proficiency}
        options={LANGUAGE_PROFICIENCIES}
        onChange={(proficiency) => onChange({ proficiency })}
      />
    </>
  );
}

export function CustomFields({ item, onChange }: ItemEditorProps) {
  return (
    <>
      <TextField
        label="Header"
        placeholder="Foundation"
        value={item.title}
        onChange={(title) => onChange({ title })}
      />
      <TextField
        label="Subheader"
        placeholder="Jane Austen"
        value={item.date}
        onChange={(date) => onChange({ date })}
      />
      <DescriptionField item={item} onChange={onChange} />
    </>
  );
}
