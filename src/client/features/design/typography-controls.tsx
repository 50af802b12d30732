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
import { formatNumber } from '../../lib/i18n/format-price';
import type { MessageKey } from '../../lib/i18n/namespaces';
import { DESIGN_TEXTS } from '../../lib/i18n/namespaces/design';
import { useT } from '../../lib/i18n/use-t';

/**
 * Font family, spacing, margins, date format and the resume's language. Native selects: each has a visible
 * label and works with the keyboard and screen readers as is, and fits a 360 px phone.
 */

export type TypographyFields = Pick<
  Resume,
  'fontFamily' | 'lineSpacing' | 'sectionSpacing' | 'marginMm' | 'dateFormat' | 'language'
>;

type Key = MessageKey<typeof DESIGN_TEXTS>;

const LINE_SPACINGS: { value: number; label: Key }[] = [
  { value: 0.85, label: 'spacing.tight' },
  { value: 1, label: 'spacing.normal' },
  { value: 1.2, label: 'spacing.relaxed' },
  { value: 1.5, label: 'spacing.airy' },
];
const SECTION_SPACINGS: { value: number; label: Key }[] = [
  { value: 0.6, label: 'spacing.tight' },
  { value: 1, label: 'spacing.normal' },
  { value: 1.5, label: 'spacing.relaxed' },
  { value: 2, label: 'spacing.airy' },
];
const MARGINS: { value: number; label: Key }[] = [
  { value: 8, label: 'margin.narrow' },
  { value: 12.7, label: 'margin.normal' },
  { value: 18, label: 'margin.wide' },
  { value: 25.4, label: 'margin.extraWide' },
];
const FONT_KINDS: Record<string, Key> = {
  serif: 'kind.serif',
  'classic serif': 'kind.classicSerif',
  'sans-serif': 'kind.sansSerif',
  'humanist sans-serif': 'kind.humanistSansSerif',
  'naskh serif': 'kind.naskhSerif',
};
const SAMPLE_MONTH = new Date(2024, 0, 15);

/**
 * A date format's example in the resume's own language, as the resume writes its dates: 'Jan 2024' and
 * 'January 2024' in English, 'janv. 2024' and 'janvier 2024' in French.
 */
function dateFormatExample(format: DateFormat, language: ResumeLanguage): string {
  if (format === 'numeric') return '01/2024';
  if (format === 'iso') return '2024-01';
  const month = format === 'short' ? 'short' : 'long';
  return new Intl.DateTimeFormat(language, { month, year: 'numeric' }).format(SAMPLE_MONTH);
}

export function TypographyControls({
  resume,
  onChange,
}: {
  resume: Resume;
  onChange(fields: Partial<TypographyFields>): void;
}) {
  const { t, language } = useT(DESIGN_TEXTS);
  const presets = (list: { value: number; label: Key }[]) =>
    list.map(({ value, label }) => ({ value, label: t(label) }));
  const fontLabel = (id: FontFamily) => {
    const { label, kind } = FONT_FAMILIES[id];
    if (id === 'template') return t('type.fontTemplate');
    const kindKey = FONT_KINDS[kind];
    return kindKey ? t('type.fontKind', { font: label, kind: t(kindKey) }) : label;
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <NativeSelect
        label={t('type.font')}
        value={resume.fontFamily}
        options={FONT_FAMILY_IDS.map((id) => ({ value: id, label: fontLabel(id) }))}
        onChange={(value) => onChange({ fontFamily: value as FontFamily })}
      />
      <NativeSelect
        label={t('type.language')}
        value={resume.language}
        // Each language named in itself, as the interface's switcher does.
        options={RESUME_LANGUAGES.map((id) => ({
          value: id,
          label: RESUME_WORDS[id].name,
          lang: id,
          isName: true,
        }))}
        onChange={(value) => onChange({ language: value as ResumeLanguage })}
      />
      <NativeSelect
        label={t('type.lineSpacing')}
        value={String(resume.lineSpacing)}
        options={withCurrent(
          presets(LINE_SPACINGS),
          resume.lineSpacing,
          `${formatNumber(resume.lineSpacing, language)}×`,
        )}
        onChange={(value) => onChange({ lineSpacing: Number(value) })}
      />
      <NativeSelect
        label={t('type.sectionSpacing')}
        value={String(resume.sectionSpacing)}
        options={withCurrent(
          presets(SECTION_SPACINGS),
          resume.sectionSpacing,
          `${formatNumber(resume.sectionSpacing, language)}×`,
        )}
        onChange={(value) => onChange({ sectionSpacing: Number(value) })}
      />
      <NativeSelect
        label={t('type.margins')}
        value={String(resume.marginMm)}
        options={withCurrent(
          presets(MARGINS),
          resume.marginMm,
          `${formatNumber(resume.marginMm, language)} mm`,
        )}
        onChange={(value) => onChange({ marginMm: Number(value) })}
      />
      <NativeSelect
        label={t('type.dateFormat')}
        value={resume.dateFormat}
        // The examples are dates as the resume writes them, in its language.
        options={DATE_FORMATS.map((id) => ({
          value: id,
          label: dateFormatExample(id, resume.language),
          lang: resume.language,
        }))}
        onChange={(value) => onChange({ dateFormat: value as DateFormat })}
      />
    </div>
  );
}

/** The presets, plus the stored value when it is none of them (set through the API), so the select shows it. */
function withCurrent(presets: { value: number; label: string }[], current: number, currentLabel: string) {
  const options = presets.map(({ value, label }) => ({ value: String(value), label }));
  if (!presets.some((preset) => preset.value === current))
    options.push({ value: String(current), label: currentLabel });
  return options;
}

function NativeSelect(props: {
  label: string;
  value: string;
  /**
   * `lang`: an option in another language than the interface (a language's own name, a resume's date);
   * `isName`: a name never translated (translate="no").
   */
  options: { value: string; label: string; lang?: string; isName?: boolean }[];
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
          <option
            key={option.value}
            value={option.value}
            lang={option.lang}
            translate={option.isName ? 'no' : undefined}
          >
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
