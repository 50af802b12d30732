import { useState } from 'react';
import { useLocation } from 'wouter';
import { builderSummaryMessage } from '../../../../domain/readiness';
import { plainToRichText } from '../../../../domain/rich-text';
import { ADDITIONAL_SECTIONS_PATH } from '../../../../domain/routes';
import { FieldError } from '../../../components/ui/field-error';
import { useBuilderIntegrations } from '../../../shared/resume/builder-integrations';
import { useResumeStore } from '../../../shared/resume/resume-store';
import { RichTextField } from '../../../shared/rich-text/rich-text-field';
import { StepFrame } from './step-frame';

/** A picked suggestion loses a leading 'Option n' or 'Summary Option n' label (spec section 2). */
export function stripOptionLabel(text: string): string {
  return text.replace(/^\s*(summary\s+)?option\s+\d+\s*[:.\-–]?\s*/i, '').trim();
}

export function SummaryStep() {
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
    <StepFrame
      title="Professional Summary"
      description="Two or three sentences about who you are and what you bring."
      onContinue={onContinue}
    >
      <RichTextField
        label="Professional summary"
        value={content}
        onChange={(html) => {
          dispatch({ type: 'updateSummary', content: html });
          if (error && !builderSummaryMessage(html)) setError(null);
        }}
      />
      {error ? <FieldError id="summary-error">{error}</FieldError> : null}
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
