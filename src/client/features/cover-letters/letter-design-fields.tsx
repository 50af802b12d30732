import type { CoverLetterDesign } from '../../../domain/cover-letter-api';
import { COLOR_SCHEMES, type ColorScheme, FONT_SIZE_MAX, FONT_SIZE_MIN } from '../../../domain/design';
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
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 font-semibold text-base">Design</legend>
      <LetterSelect
        label="Template"
        value={design.template}
        options={TEMPLATE_OPTIONS.map((option) => ({ value: option.id, label: option.name }))}
        onChange={(template) => onChange({ ...design, template })}
      />
      <LetterSelect
        label="Colour"
        value={design.colorScheme}
        options={(Object.keys(COLOR_SCHEMES) as ColorScheme[]).map((value) => ({
          value,
          label: COLOR_SCHEMES[value].label,
        }))}
        onChange={(colorScheme) => onChange({ ...design, colorScheme })}
      />
      <LetterSelect
        label="Font size"
        value={String(design.fontSize)}
        options={FONT_SIZES.map((value) => ({ value, label: `${value} pt` }))}
        onChange={(size) => onChange({ ...design, fontSize: Number(size) })}
      />
      <LetterSelect
        label="Page size"
        value={design.pageSize}
        options={[
          { value: 'letter', label: 'US Letter' },
          { value: 'a4', label: 'A4' },
        ]}
        onChange={(pageSize) => onChange({ ...design, pageSize })}
      />
    </fieldset>
  );
}
