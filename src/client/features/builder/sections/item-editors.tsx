import { LANGUAGE_PROFICIENCIES, type SectionItem } from '../../../../domain/resume';
import { BUILDER_SECTIONS_TEXTS } from '../../../lib/i18n/namespaces/builder-sections';
import { useT } from '../../../lib/i18n/use-t';
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

type Proficiency = (typeof LANGUAGE_PROFICIENCIES)[number];
const isProficiency = (value: string): value is Proficiency =>
  (LANGUAGE_PROFICIENCIES as readonly string[]).includes(value);

/** The item's rich-text description, across the form's full width. */
export function DescriptionField({ item, onChange, hint }: ItemEditorProps & { hint?: string }) {
  const { t } = useT(BUILDER_SECTIONS_TEXTS);
  return (
    <div className={wide}>
      <RichTextField
        label={t('fields.description')}
        hint={hint}
        value={item.description}
        onChange={(description) => onChange({ description })}
      />
    </div>
  );
}

export function InternshipFields({ item, onChange }: ItemEditorProps) {
  const { t } = useT(BUILDER_SECTIONS_TEXTS);
  const { start, end } = splitDateRange(item.date);
  return (
    <>
      <TextField label={t('fields.jobTitle')} value={item.title} onChange={(title) => onChange({ title })} />
      <TextField
        label={t('fields.company')}
        value={item.company}
        onChange={(company) => onChange({ company })}
      />
      <TextField
        label={t('fields.startDate')}
        value={start}
        onChange={(value) => onChange({ date: joinDateRange(value, end) })}
      />
      <TextField
        label={t('fields.endDate')}
        value={end}
        onChange={(value) => onChange({ date: joinDateRange(start, value) })}
      />
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

export function ReferenceFields({ item, onChange, fieldProps }: ItemEditorProps) {
  const { t } = useT(BUILDER_SECTIONS_TEXTS);
  return (
    <>
      <TextField
        label={t('fields.referentName')}
        value={item.title}
        onChange={(title) => onChange({ title })}
      />
      <TextField
        label={t('fields.referentCompany')}
        value={item.location}
        onChange={(location) => onChange({ location })}
      />
      <TextField
        label={t('fields.referentEmail')}
        type="email"
        value={item.email}
        onChange={(email) => onChange({ email })}
        {...fieldProps?.('email')}
      />
      <TextField
        label={t('fields.referentPhone')}
        type="tel"
        value={item.phone}
        onChange={(phone) => onChange({ phone })}
      />
    </>
  );
}

export function LinkFields({ item, onChange, fieldProps }: ItemEditorProps) {
  const { t } = useT(BUILDER_SECTIONS_TEXTS);
  return (
    <>
      <TextField label={t('fields.linkTitle')} value={item.title} onChange={(title) => onChange({ title })} />
      <TextField
        label={t('fields.url')}
        type="url"
        value={item.link}
        onChange={(link) => onChange({ link })}
        {...fieldProps?.('link')}
      />
    </>
  );
}

export function LanguageFields({ item, onChange }: ItemEditorProps) {
  const { t } = useT(BUILDER_SECTIONS_TEXTS);
  return (
    <>
      <TextField label={t('fields.language')} value={item.title} onChange={(title) => onChange({ title })} />
      <SelectField<string>
        label={t('fields.proficiency')}
        value={item.proficiency}
        options={LANGUAGE_PROFICIENCIES}
        optionLabel={(proficiency) =>
          isProficiency(proficiency) ? t(`proficiency.${proficiency}`) : proficiency
        }
        onChange={(proficiency) => onChange({ proficiency })}
      />
    </>
  );
}

export function CustomFields({ item, onChange }: ItemEditorProps) {
  const { t } = useT(BUILDER_SECTIONS_TEXTS);
  return (
    <>
      <TextField
        label={t('fields.header')}
        placeholder={t('fields.headerExample')}
        value={item.title}
        onChange={(title) => onChange({ title })}
      />
      <TextField
        label={t('fields.subheader')}
        placeholder={t('fields.subheaderExample')}
        value={item.date}
        onChange={(date) => onChange({ date })}
      />
      <DescriptionField item={item} onChange={onChange} />
    </>
  );
}
