import { useId } from 'react';
import {
  DATE_FORMATS,
  type DateFormat,
  FONT_FAMILIES,
  FONT_FAMILY_IDS,
  type FontFamily,
} from '../../../domain/design';
import type { Resume } from '../../../domain/resume';
import { RESUME_LANGUAGES, RESUME_WORDS, type ResumeLanguage } from '../../../domain/resume-language';
import { fieldClasses } from '../../components/ui/input';
import { cn } from '../../lib/cn';

/**
 * Font family, spacing, margins, date format and the resume's language. Native selects: each has a visible
 * label and works with the keyboard and screen readers as is, and fits a 360 px phone.
 */

export type TypographyFields = Pick<
  Resume,
  'fontFamily' | 'lineSpacing' | 'sectionSpacing' | 'marginMm' | 'dateFormat' | 'language'
>;

const LINE_SPACINGS = [
  { value: 0.85, label: 'Tight' },
  { value: 1, label: 'Normal' },
  { value: 1.2, label: 'Relaxed' },
  { value: 1.5, label: 'Airy' },
];
const SECTION_SPACINGS = [
  { value: 0.6, label: 'Tight' },
  { value: 1, label: 'Normal' },
  { value: 1.5, label: 'Relaxed' },
  { value: 2, label: 'Airy' },
];
const MARGINS = [
  { value: 8, label: 'Narrow (8 mm)' },
  { value: 12.7, label: 'Normal (12.7 mm, ½ inch)' },
  { value: 18, label: 'Wide (18 mm)' },
  { value: 25.4, label: 'Extra wide (25.4 mm, 1 inch)' },
];
const DATE_FORMAT_LABELS: Record<DateFormat, string> = {
  short: 'Jan 2024',
  long: 'January 2024',
  numeric: '01/2024',
  iso: '2024-01',
};

export function TypographyControls({
  resume,
  onChange,
}: {
  resume: Resume;
  onChange(fields: Partial<TypographyFields>): void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <NativeSelect
        label="Font"
        value={resume.fontFamily}
        options={FONT_FAMILY_IDS.map((id) => ({
          value: id,
          label: FONT_FAMILIES[id].kind
            ? `${FONT_FAMILIES[id].label} (${FONT_FAMILIES[id].kind})`
            : FONT_FAMILIES[id].label,
        }))}
        onChange={(value) => onChange({ fontFamily: value as FontFamily })}
      />
      <NativeSelect
        label="Resume language"
        value={resume.language}
        options={RESUME_LANGUAGES.map((id) => ({ value: id, label: RESUME_WORDS[id].name }))}
        onChange={(value) => onChange({ language: value as ResumeLanguage })}
      />
      <NativeSelect
        label="Line spacing"
        value={String(resume.lineSpacing)}
        options={withCurrent(LINE_SPACINGS, resume.lineSpacing)}
        onChange={(value) => onChange({ lineSpacing: Number(value) })}
      />
      <NativeSelect
        label="Space between sections"
        value={String(resume.sectionSpacing)}
        options={withCurrent(SECTION_SPACINGS, resume.sectionSpacing)}
        onChange={(value) => onChange({ sectionSpacing: Number(value) })}
      />
      <NativeSelect
        label="Margins"
        value={String(resume.marginMm)}
        options={withCurrent(MARGINS, resume.marginMm, ' mm')}
        onChange={(value) => onChange({ marginMm: Number(value) })}
      />
      <NativeSelect
        label="Date format"
        value={resume.dateFormat}
        options={DATE_FORMATS.map((id) => ({ value: id, label: DATE_FORMAT_LABELS[id] }))}
        onChange={(value) => onChange({ dateFormat: value as DateFormat })}
      />
    </div>
  );
}

/** The presets, plus the stored value when it is none of them (set through the API), so the select shows it. */
function withCurrent(presets: { value: number; label: string }[], current: number, unit = '×') {
  const options = presets.map(({ value, label }) => ({ value: String(value), label }));
  if (!presets.some((preset) => preset.value === current))
    options.push({ value: String(current), label: unit === '×' ? `${current}×` : `${current}${unit}` });
  return options;
}

function NativeSelect(props: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-sm">
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className={cn(fieldClasses, 'h-10 cursor-pointer')}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
