import { type ReactNode, useRef, useState } from 'react';
import type { CoverLetterContent } from '../../../domain/cover-letter-api';
import type { Job } from '../../../domain/jobs-api';
import { paragraphsToBody, replaceBodyBlock } from '../../../domain/letter-body';
import { chosenDesign, designAfterResumeChange, effectiveLetterDesign } from '../../../domain/letter-design';
import type { Resume } from '../../../domain/resume';
import { LETTER_TEXTS } from '../../lib/i18n/namespaces/letters';
import { useT } from '../../lib/i18n/use-t';
import {
  GENERATE_UNAVAILABLE,
  type GenerateLetterRequest,
  generateCoverLetter,
  nextVariant,
} from './generate-cover-letter';
import type { LetterFields } from './letter-autosave';
import { LetterBodyEditor } from './letter-body-editor';
import { LetterDesignFields } from './letter-design-fields';
import { LetterField, LetterSelect } from './letter-field';
import { LetterPreview } from './letter-preview';
import { WriteForMe } from './write-for-me';

export interface ResumeChoice {
  /** The draft's id; null for a guest's resume in this browser. */
  id: string | null;
  label: string;
  resume: Resume;
}

const NONE = '';

/**
 * The letter's fields beside its live typeset preview. The body is rich text; 'Write it for me' replaces it
 * and 'Regenerate' rewrites one top-level block. The caller owns the fields (and saves them).
 */
export function LetterEditor({
  fields,
  onChange,
  resumes,
  jobs,
  toolbar,
}: {
  fields: LetterFields;
  onChange(fields: LetterFields): void;
  resumes: ResumeChoice[];
  /** The user's saved jobs; absent for a guest. */
  jobs?: Job[];
  toolbar: ReactNode;
}) {
  const { t } = useT(LETTER_TEXTS);
  const [lastRequest, setLastRequest] = useState<GenerateLetterRequest | null>(null);
  const [isWriting, setWriting] = useState(false);
  const [regenerating, setRegenerating] = useState<number | null>(null);
  const [writeError, setWriteError] = useState<string | null>(null);

  // Generation is slow enough for the user to type meanwhile: its answer lands on the letter as it is then.
  const latest = useRef(fields);
  latest.current = fields;
  const { content } = fields;
  const chosenResume =
    resumes.find((choice) => choice.id === fields.draftId) ??
    (fields.draftId ? undefined : resumes.find((c) => c.id === null));
  const job = jobs?.find((candidate) => candidate.id === fields.jobId);
  const setContent = (changes: Partial<CoverLetterContent>) =>
    onChange({ ...fields, content: { ...content, ...changes } });
  const setRecipient = (changes: Partial<CoverLetterContent['recipient']>) =>
    setContent({ recipient: { ...content.recipient, ...changes } });

  // The letter wears its resume's current design unless the user changed it (docs/decisions/0047).
  const design = effectiveLetterDesign(fields.design, chosenResume?.resume);
  const pickResume = (draftId: string | null) => {
    const next = resumes.find((choice) => choice.id === draftId);
    onChange({ ...fields, draftId, design: designAfterResumeChange(design, next?.resume) });
  };

  const write = async (request: Omit<GenerateLetterRequest, 'variant'>) => {
    setWriting(true);
    setWriteError(null);
    try {
      const full = { ...request, variant: 0 };
      const written = await generateCoverLetter(full);
      setLastRequest(full);
      const recipient =
        request.company && !content.recipient.company.trim()
          ? { ...content.recipient, company: request.company }
          : content.recipient;
      onChange({ ...fields, content: { ...content, recipient, body: paragraphsToBody(written) } });
    } catch (error) {
      setWriteError(error instanceof Error ? error.message : String(error));
    } finally {
      setWriting(false);
    }
  };

  const regenerate = async (index: number) => {
    if (!lastRequest) return;
    setRegenerating(index);
    setWriteError(null);
    try {
      const request = { ...lastRequest, variant: nextVariant(lastRequest.variant ?? 0) };
      const written = await generateCoverLetter(request);
      setLastRequest(request);
      const replacement = written[Math.min(index, written.length - 1)];
      const now = latest.current;
      if (replacement) {
        const body = replaceBodyBlock(now.content.body, index, replacement);
        onChange({ ...now, content: { ...now.content, body } });
      }
    } catch (error) {
      setWriteError(error instanceof Error ? error.message : String(error));
    } finally {
      setRegenerating(null);
    }
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="font-bold text-2xl">{t('editor.heading')}</h1>
          {toolbar}
        </div>
        <LetterField
          label={t('editor.title')}
          value={fields.title}
          onChange={(title) => onChange({ ...fields, title })}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <LetterSelect
            label={t('editor.resume')}
            value={fields.draftId ?? NONE}
            options={[
              ...(resumes.some((choice) => choice.id === null)
                ? []
                : [{ value: NONE, label: t('editor.noResume') }]),
              ...resumes.map((choice) => ({
                value: choice.id ?? NONE,
                label: choice.label,
                isOwnText: choice.id !== null,
              })),
            ]}
            onChange={(id) => pickResume(id || null)}
          />
          {jobs ? (
            <LetterSelect
              label={t('editor.job')}
              value={fields.jobId ?? NONE}
              options={[
                { value: NONE, label: t('editor.noJob') },
                ...jobs.map((saved) => ({
                  value: saved.id,
                  label: t('editor.jobAt', { title: saved.title, company: saved.company }),
                  isOwnText: true,
                })),
              ]}
              onChange={(id) => onChange({ ...fields, jobId: id || null })}
            />
          ) : null}
        </div>
        <WriteForMe
          resume={chosenResume?.resume}
          job={job}
          isWriting={isWriting}
          error={writeError === GENERATE_UNAVAILABLE ? t('write.unavailable') : writeError}
          onWrite={(r) => void write(r)}
        />
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-base">{t('editor.recipient')}</legend>
          <LetterField
            label={t('editor.recipientName')}
            value={content.recipient.name}
            onChange={(name) => setRecipient({ name })}
          />
          <LetterField
            label={t('editor.recipientTitle')}
            value={content.recipient.title}
            onChange={(title) => setRecipient({ title })}
          />
          <LetterField
            label={t('editor.company')}
            value={content.recipient.company}
            onChange={(company) => setRecipient({ company })}
          />
          <LetterField
            label={t('editor.date')}
            value={content.date}
            onChange={(date) => setContent({ date })}
          />
          <div className="sm:col-span-2">
            <LetterField
              label={t('editor.address')}
              value={content.recipient.address}
              onChange={(address) => setRecipient({ address })}
              isMultiline
            />
          </div>
        </fieldset>
        <LetterField
          label={t('editor.greeting')}
          value={content.greeting}
          onChange={(greeting) => setContent({ greeting })}
        />
        <LetterBodyEditor
          body={content.body}
          onChange={(body) => setContent({ body })}
          regenerating={regenerating}
          {...(lastRequest ? { onRegenerate: (index: number) => void regenerate(index) } : {})}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <LetterField
            label={t('editor.closing')}
            value={content.closing}
            onChange={(closing) => setContent({ closing })}
          />
          <LetterField
            label={t('editor.signatureName')}
            value={content.signatureName}
            onChange={(signatureName) => setContent({ signatureName })}
          />
        </div>
        <LetterDesignFields
          design={design}
          onChange={(changed) => onChange({ ...fields, design: chosenDesign(changed) })}
        />
      </div>
      <section aria-label={t('editor.preview')} className="min-w-0 lg:sticky lg:top-4 lg:self-start">
        <LetterPreview content={content} design={design} resume={chosenResume?.resume} />
      </section>
    </div>
  );
}
