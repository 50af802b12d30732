import { TEMPLATE_IDS, type TemplateId } from '../../../domain/design';
import type { Resume } from '../../../domain/resume';
import { getSampleResume } from '../../../domain/sample-resumes';

/**
 * What the builder loads when the query string changes (spec section 4, 'Loading on query change'):
 * a known template wins, then a saved draft (resumeId) from the server, then new=true (start blank and clear
 * the local copy), else the locally kept copy.
 */
export type LoadPlan =
  | { kind: 'template'; templateId: string; resume: Resume }
  | { kind: 'server'; resumeId: string }
  | { kind: 'new' }
  | { kind: 'local' };

export function planLoad(search: string): LoadPlan {
  const params = new URLSearchParams(search);
  const templateId = params.get('template');
  const sample = templateId ? getSampleResume(templateId) : undefined;
  if (templateId && sample) return { kind: 'template', templateId, resume: sample.resume };
  const resumeId = params.get('resumeId')?.trim();
  if (resumeId) return { kind: 'server', resumeId };
  if (params.get('new') === 'true') return { kind: 'new' };
  return { kind: 'local' };
}

/**
 * ?design={template id} (the gallery's 'Use this template'): the design template to apply over what loads,
 * so the visitor's own content takes that look. Not to be confused with ?template=, the spec's sample ids.
 */
export function plannedDesign(search: string): TemplateId | undefined {
  const design = new URLSearchParams(search).get('design');
  return TEMPLATE_IDS.find((id) => id === design);
}
