import { CheckIcon } from 'lucide-react';
import {
  ACCENT_COLOR_PATTERN,
  accentOf,
  COLOR_SCHEME_IDS,
  COLOR_SCHEMES,
  type ColorScheme,
  type PageSize,
  type TemplateId,
} from '../../../domain/design';
import type { Resume } from '../../../domain/resume';
import { TEMPLATE_READ_BACK } from '../../../domain/template-read-back';
import { cn } from '../../lib/cn';
import type { MessageValues } from '../../lib/i18n/format-message';
import type { MessageKey } from '../../lib/i18n/namespaces';
import { DESIGN_TEXTS } from '../../lib/i18n/namespaces/design';
import { useT } from '../../lib/i18n/use-t';
import { PhotoControls } from './photo-controls';
import { SectionListEditor } from './section-list-editor';
import { FONT_SIZES, PAGE_SIZE_OPTIONS, TEMPLATE_OPTIONS } from './template-options';
import { TypographyControls, type TypographyFields } from './typography-controls';
import { useTemplateThumbnails } from './use-template-thumbnails';

/**
 * The Design step's choices: template (with thumbnails of the user's own resume), colour scheme or a custom
 * colour, font size and page size, the sections' order, visibility, headings and column, and the text
 * settings. Native radio groups, so keyboard and screen readers work without extra code. Every change goes
 * straight to the resume's design fields through `onChange`; the server validates them on save.
 */

export type DesignFields = Pick<
  Resume,
  'template' | 'colorScheme' | 'fontSize' | 'pageSize' | 'accentColor' | 'sectionLayout' | 'photo'
> &
  TypographyFields;

type DesignT = (key: MessageKey<typeof DESIGN_TEXTS>, values?: MessageValues) => string;

/** What an ATS reads of a template's files (issue 32), at length for the title and in a few words for the card. */
function readBack(t: DesignT, template: TemplateId): { summary: string; short: string } {
  const { pdf, docx } = TEMPLATE_READ_BACK[template];
  const lowest = Math.min(pdf, docx);
  return {
    summary: pdf === 100 && docx === 100 ? t('readBack.all') : t('readBack.some', { pdf, docx }),
    short:
      lowest === 100
        ? t('readBack.shortAll')
        : t('readBack.short', { percent: lowest, format: pdf < docx ? 'PDF' : 'Word' }),
  };
}

export function DesignControls({
  resume,
  onChange,
}: {
  resume: Resume;
  onChange(fields: Partial<DesignFields>): void;
}) {
  const thumbnails = useTemplateThumbnails(resume);
  const { t } = useT(DESIGN_TEXTS);
  const hasCustomAccent = ACCENT_COLOR_PATTERN.test(resume.accentColor);
  return (
    <div className="flex flex-col gap-8">
      <fieldset>
        <legend className="mb-3 font-semibold">{t('controls.template')}</legend>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {TEMPLATE_OPTIONS.map((option) => {
            const reads = readBack(t, option.id);
            return (
              <label
                key={option.id}
                className={cn(
                  'flex cursor-pointer flex-col gap-2 rounded-lg border-2 p-2 focus-within:ring-2 focus-within:ring-ring',
                  resume.template === option.id ? 'border-brand-600' : 'border-border hover:border-brand-200',
                )}
              >
                <input
                  type="radio"
                  name="template"
                  value={option.id}
                  checked={resume.template === option.id}
                  onChange={() => onChange({ template: option.id as TemplateId })}
                  className="sr-only"
                />
                <span className="block aspect-[8.5/11] overflow-hidden rounded bg-white shadow-sm">
                  {thumbnails[option.id] ? (
                    <img src={thumbnails[option.id]} alt="" className="size-full object-contain" />
                  ) : null}
                </span>
                <span className="font-medium text-sm">{t(`template.${option.id}.name`)}</span>
                <span className="text-muted-foreground text-xs">
                  {t(`template.${option.id}.description`)}
                </span>
                <span className="text-xs" title={reads.summary}>
                  {reads.short}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-3 font-semibold">{t('controls.colorScheme')}</legend>
        <div className="flex flex-wrap gap-3">
          {COLOR_SCHEME_IDS.map((id) => (
            <label key={id} className="flex cursor-pointer flex-col items-center gap-1 text-xs">
              <input
                type="radio"
                name="colorScheme"
                value={id}
                checked={resume.colorScheme === id && !hasCustomAccent}
                onChange={() => onChange({ colorScheme: id as ColorScheme, accentColor: '' })}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className="flex size-9 items-center justify-center rounded-full text-white ring-offset-2 peer-focus-visible:ring-2 peer-focus-visible:ring-ring"
                style={{ backgroundColor: COLOR_SCHEMES[id].accent }}
              >
                {resume.colorScheme === id && !hasCustomAccent ? <CheckIcon className="size-5" /> : null}
              </span>
              {t(`color.${id}`)}
            </label>
          ))}
          <label className="flex cursor-pointer flex-col items-center gap-1 text-xs">
            {/* The browser's own colour picker: keyboard and screen-reader support come with it. */}
            <input
              type="color"
              value={accentOf(resume)}
              onChange={(event) => onChange({ accentColor: event.target.value })}
              className={cn(
                'size-9 cursor-pointer rounded-full border-2 bg-transparent p-0.5',
                hasCustomAccent ? 'border-brand-600' : 'border-border',
              )}
            />
            {t('controls.customColor')}
          </label>
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-3 font-semibold">{t('controls.sections')}</legend>
        <SectionListEditor resume={resume} onChange={(sectionLayout) => onChange({ sectionLayout })} />
      </fieldset>

      <fieldset>
        <legend className="mb-3 font-semibold">{t('controls.text')}</legend>
        <TypographyControls resume={resume} onChange={onChange} />
      </fieldset>

      <fieldset>
        <legend className="mb-3 font-semibold">{t('controls.photo')}</legend>
        <PhotoControls resume={resume} onChange={onChange} />
      </fieldset>

      <div className="flex flex-wrap gap-8">
        <fieldset>
          <legend className="mb-3 font-semibold">{t('controls.fontSize')}</legend>
          <div className="flex flex-wrap gap-2">
            {FONT_SIZES.map((size) => (
              <ChoiceButton
                key={size}
                name="fontSize"
                value={String(size)}
                label={t('controls.fontSizeValue', { size })}
                checked={resume.fontSize === size}
                onSelect={() => onChange({ fontSize: size })}
              />
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-3 font-semibold">{t('controls.pageSize')}</legend>
          <div className="flex flex-wrap gap-2">
            {PAGE_SIZE_OPTIONS.map((option) => (
              <ChoiceButton
                key={option.id}
                name="pageSize"
                value={option.id}
                label={t(`pageSize.${option.id}`)}
                checked={resume.pageSize === option.id}
                onSelect={() => onChange({ pageSize: option.id as PageSize })}
              />
            ))}
          </div>
        </fieldset>
      </div>
    </div>
  );
}

function ChoiceButton(props: {
  name: string;
  value: string;
  label: string;
  checked: boolean;
  onSelect(): void;
}) {
  return (
    <label
      className={cn(
        'cursor-pointer rounded-md border px-3 py-2 text-sm focus-within:ring-2 focus-within:ring-ring',
        props.checked ? 'border-brand-600 bg-brand-50 font-medium' : 'border-border hover:bg-muted',
      )}
    >
      <input
        type="radio"
        name={props.name}
        value={props.value}
        checked={props.checked}
        onChange={props.onSelect}
        className="sr-only"
      />
      {props.label}
    </label>
  );
}
