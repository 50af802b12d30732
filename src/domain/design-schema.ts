import { z } from 'zod';
import {
  ACCENT_COLOR_PATTERN,
  DATE_FORMATS,
  DEFAULT_DATE_FORMAT,
  DEFAULT_FONT_FAMILY,
  DEFAULT_MARGIN_MM,
  DEFAULT_SPACING,
  FONT_FAMILY_IDS,
  LINE_SPACING_MAX,
  LINE_SPACING_MIN,
  MARGIN_MAX_MM,
  MARGIN_MIN_MM,
  SPACING_MAX,
  SPACING_MIN,
} from './design';
import { DEFAULT_RESUME_LANGUAGE, RESUME_LANGUAGES } from './resume-language';
import { SECTION_KEY_PATTERN, SECTION_TITLE_MAX } from './section-layout';

export const PHOTO_SHAPES = ['circle', 'square'] as const;

/**
 * The layout and typography settings of the Design step (issue 17), spread into the resume schema. Each has a
 * default that renders exactly as before the setting existed, so drafts saved earlier need no migration;
 * a value out of bounds is a 400 naming the field.
 */

const MAX_SECTION_KEYS = 120;
const sectionKey = z.string().regex(SECTION_KEY_PATTERN, 'Unknown section');
const sectionKeys = z.array(sectionKey).max(MAX_SECTION_KEYS, `At most ${MAX_SECTION_KEYS} sections`);

export const sectionLayoutSchema = z.object({
  order: sectionKeys.default([]),
  hidden: sectionKeys.default([]),
  titles: z
    .record(sectionKey, z.string().max(SECTION_TITLE_MAX, `Must be at most ${SECTION_TITLE_MAX} characters`))
    .refine(
      (titles) => Object.keys(titles).length <= MAX_SECTION_KEYS,
      `At most ${MAX_SECTION_KEYS} headings`,
    )
    .default({}),
  side: sectionKeys.nullable().default(null),
});

const factor = (name: string, min: number, max: number) =>
  z
    .number({ error: `${name} must be a number` })
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`)
    .default(DEFAULT_SPACING);

export const DESIGN_SETTINGS_SHAPE = {
  sectionLayout: sectionLayoutSchema.prefault({}),
  fontFamily: z.enum(FONT_FAMILY_IDS, { error: 'Unknown font family' }).default(DEFAULT_FONT_FAMILY),
  lineSpacing: factor('Line spacing', LINE_SPACING_MIN, LINE_SPACING_MAX),
  sectionSpacing: factor('Section spacing', SPACING_MIN, SPACING_MAX),
  marginMm: z
    .number({ error: 'Margin must be a number' })
    .min(MARGIN_MIN_MM, `Margin must be at least ${MARGIN_MIN_MM} mm`)
    .max(MARGIN_MAX_MM, `Margin must be at most ${MARGIN_MAX_MM} mm`)
    .default(DEFAULT_MARGIN_MM),
  dateFormat: z.enum(DATE_FORMATS, { error: 'Unknown date format' }).default(DEFAULT_DATE_FORMAT),
  accentColor: z
    .string()
    .refine((value) => value === '' || ACCENT_COLOR_PATTERN.test(value), 'Colour must look like #1d4ed8')
    .default(''),
  language: z.enum(RESUME_LANGUAGES, { error: 'Unknown resume language' }).default(DEFAULT_RESUME_LANGUAGE),
  /**
   * Whether the account's photo (one per user, /api/photo) is shown, cropped to a circle or a square. Off by
   * default: many ATS and US employers prefer a resume without one (ADR 0057).
   */
  photo: z
    .object({
      isShown: z.boolean().default(false),
      shape: z.enum(PHOTO_SHAPES, { error: 'Unknown photo shape' }).default('circle'),
    })
    .prefault({}),
};
