import { useMemo, useState } from 'react';
import { errorsWithin, resumeFieldErrors } from '../../../../domain/resume-field-errors';
import { useFieldMessage } from '../../../shared/forms/field-message';
import { useResumeStore } from '../../../shared/resume/resume-store';

export interface StepValidation {
  /** Messages of the invalid fields under the step's part of the resume, by the rest of their path. */
  errors: Record<string, string>;
  /** Props for a field at `path` (under the scope): its message once shown, in the interface language, and blur to show it. */
  fieldProps(path: string): { error: string | undefined; onBlur: () => void };
  /** Shows every message (Save & Continue was pressed). */
  revealAll(): void;
}

/**
 * The messages under a step's fields (issue 23.1). A field being typed is not scolded: its message shows once
 * the field is left, or when Save & Continue is pressed; a value already invalid when the step opens shows
 * at once. Nothing here blocks saving: the value stays as typed (ADR 0021).
 */
export function useStepValidation(scope: string): StepValidation {
  const { state } = useResumeStore();
  const fieldMessage = useFieldMessage();
  const errors = useMemo(() => errorsWithin(resumeFieldErrors(state.resume), scope), [state.resume, scope]);
  const [isAllShown, setIsAllShown] = useState(() => Object.keys(errors).length > 0);
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  return {
    errors,
    fieldProps: (path) => ({
      error: isAllShown || left.has(path) ? fieldMessage(errors[path]) : undefined,
      onBlur: () => setLeft((current) => (current.has(path) ? current : new Set(current).add(path))),
    }),
    revealAll: () => setIsAllShown(true),
  };
}
