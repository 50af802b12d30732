import { useMemo } from 'react';
import { TEMPLATE_IDS, type TemplateId } from '../../../domain/design';
import type { Resume } from '../../../domain/resume';
import { templateThumbnailUrl } from '../../shared/templates/template-options';

/**
 * Every template's thumbnail for the Design step: the first page of a sample resume, typeset once by the server
 * and cached (as the gallery shows it), in the resume's colour scheme and page size. Sample data rather than
 * the user's own: twelve renders on every pause in typing would crowd the live preview's (ADR 0052).
 */
export function useTemplateThumbnails(
  resume: Pick<Resume, 'colorScheme' | 'pageSize'>,
): Record<TemplateId, string> {
  const { colorScheme, pageSize } = resume;
  return useMemo(
    () =>
      Object.fromEntries(
        TEMPLATE_IDS.map((id) => [id, templateThumbnailUrl(id, { colorScheme, pageSize })]),
      ) as Record<TemplateId, string>,
    [colorScheme, pageSize],
  );
}
