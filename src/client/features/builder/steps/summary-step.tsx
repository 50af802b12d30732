import { useState } from 'react';
import { useLocation } from 'wouter';
import { builderSummaryMessage } from '../../../../domain/readiness';
import { plainToRichText } from '../../../../domain/rich-text';
import { ADDITIONAL_SECTIONS_PATH } from '../../../../domain/routes';
import { FieldError } from '../../../components/ui/field-error';
import { BUILDER_TEXTS } from '../../../lib/i18n/namespaces/builder';
import { useT } from '../../../lib/i18n/use-t';
import { useFieldMessage } from '../../../shared/forms/field-message';
import { useBuilderIntegrations } from '../../../shared/resume/builder-integrations';
import { useResumeStore } from '../../../shared/resume/resume-store';
import { RichTextField } from '../../../shared/rich-text/rich-text-field';
import { StepFrame } from './step-frame';

/** A picked suggestion loses a leading 'Option n' or 'Summary Option n' label (spec section 2). */
export function stripOptionLabel(text: string): string {
  return text.replace(/^\s*(summary\s+)?option\s+\d+\s*[:.\-–]?\s*/i, '').trim();
}

export function SummaryStep() {
  const { t } = useT(BUILDER_TEXTS);
  const fieldMessage = useFieldMessage();
  const { state, dispatch } = useResumeStore();
  const { SummarySuggestions, onSummaryContinue } = useBuilderIntegrations();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [used, setUsed] = useState<string[]>([]);
  const content = state.resume.summary.content;

  const onContinue = async () => {
    const message = builderSummaryMessage(content);
    if (message) {
      setError(message);
      return;
    }
    setError(null);
    const isHandled = onSummaryContinue ? await onSummaryContinue(state.resume) : false;
    if (!isHandled) navigate(ADDITIONAL_SECTIONS_PATH);
  };

  return (
    <StepFrame title={t('summary.title')} description={t('summary.description')} onContinue={onContinue}>
      <RichTextField
        label={t('summary.field')}
        value={content}
        onChange={(html) => {
          dispatch({ type: 'updateSummary', content: html });
          if (error && !builderSummaryMessage(html)) setError(null);
        }}
      />
      {error ? <FieldError id="summary-error">{fieldMessage(error)}</FieldError> : null}
      {SummarySuggestions ? (
        <SummarySuggestions
          resume={state.resume}
          usedSuggestions={used}
          onPick={(text) => {
            setUsed((list) => [...list, text]);
            dispatch({ type: 'updateSummary', content: plainToRichText(stripOptionLabel(text)) });
          }}
        />
      ) : null}
    </StepFrame>
  );
}
