import type { CoverLetterDesign } from '../../../domain/cover-letter-api';
import { COLOR_SCHEMES, type ColorScheme, FONT_SIZE_MAX, FONT_SIZE_MIN } from '../../../domain/design';
import { DESIGN_TEXTS } from '../../lib/i18n/namespaces/design';
import { LETTER_TEXTS } from '../../lib/i18n/namespaces/letters';
import { useT } from '../../lib/i18n/use-t';
import { TEMPLATE_OPTIONS } from '../../shared/templates/template-options';
import { LetterSelect } from './letter-field';

const FONT_SIZES = Array.from({ length: FONT_SIZE_MAX - FONT_SIZE_MIN + 1 }, (_, i) =>
  String(FONT_SIZE_MIN + i),
);

/** The letter's design: its resume's unless changed here. */
export function LetterDesignFields({
  design,
  onChange,
}: {
  design: CoverLetterDesign;
  onChange(design: CoverLetterDesign): void;
}) {
  const { t } = useT(LETTER_TEXTS);
  // The templates and colours are named as the Design step names them.
  const { t: tDesign } = useT(DESIGN_TEXTS);
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 font-semibold text-base">{t('design.legend')}</legend>
      <LetterSelect
        label={t('design.template')}
        value={design.template}
        options={TEMPLATE_OPTIONS.map((option) => ({
          value: option.id,
          label: tDesign(`template.${option.id}.name`),
        }))}
        onChange={(template) => onChange({ ...design, template })}
      />
      <LetterSelect
        label={t('design.colour')}
        value={design.colorScheme}
        options={(Object.keys(COLOR_SCHEMES) as ColorScheme[]).map((value) => ({
          value,
          label: tDesign(`color.${value}`),
        }))}
        onChange={(colorScheme) => onChange({ ...design, colorScheme })}
      />
      <LetterSelect
        label={t('design.fontSize')}
        value={String(design.fontSize)}
        options={FONT_SIZES.map((value) => ({ value, label: `${value} pt` }))}
        onChange={(size) => onChange({ ...design, fontSize: Number(size) })}
      />
      <LetterSelect
        label={t('design.pageSize')}
        value={design.pageSize}
        options={[
          { value: 'letter', label: t('design.usLetter') },
          { value: 'a4', label: 'A4' },
        ]}
        onChange={(pageSize) => onChange({ ...design, pageSize })}
      />
    </fieldset>
  );
}
