import { CloudOffIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { CoverLetterContent, CoverLetterDesign } from '../../../domain/cover-letter-api';
import { bodyToParagraphs } from '../../../domain/letter-body';
import type { Resume } from '../../../domain/resume';
import { Spinner } from '../../components/ui/spinner';
import { VisuallyHidden } from '../../components/ui/visually-hidden';
import { ApiError, apiJson } from '../../lib/http';
import { LETTER_TEXTS } from '../../lib/i18n/namespaces/letters';
import { useT } from '../../lib/i18n/use-t';
import { repairResume } from '../../shared/resume/repair-resume';

/** A little longer than the resume preview's 100 ms: a letter is typed in long runs. */
const PREVIEW_DEBOUNCE_MS = 250;

interface LetterPreviewProps {
  content: CoverLetterContent;
  design: CoverLetterDesign;
  resume: Resume | undefined;
}

/**
 * The letter typeset on the server in its resume's template (POST /api/cover-letters/preview), shown as page
 * images, with the letter as hidden text beside them for screen readers. A newer change aborts the request in
 * flight; pages become blob URLs, so no server markup enters the DOM.
 */
export function LetterPreview({ content, design, resume }: LetterPreviewProps) {
  const { t } = useT(LETTER_TEXTS);
  const [urls, setUrls] = useState<string[]>([]);
  const [isUnavailable, setUnavailable] = useState(false);
  const urlsRef = useRef<string[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const { pages } = await apiJson<{ pages: string[] }>(
          'POST',
          '/api/cover-letters/preview',
          { content, design, ...(resume ? { resume: repairResume(resume) ?? undefined } : {}) },
          { signal: controller.signal },
        );
        if (controller.signal.aborted) return;
        const next = pages.map((svg) => URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' })));
        for (const url of urlsRef.current) URL.revokeObjectURL(url);
        urlsRef.current = next;
        setUrls(next);
        setUnavailable(false);
      } catch (error) {
        if (controller.signal.aborted) return;
        if (!(error instanceof ApiError) || error.status >= 500 || error.status === 429) setUnavailable(true);
      }
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [content, design, resume]);

  useEffect(
    () => () => {
      for (const url of urlsRef.current) URL.revokeObjectURL(url);
    },
    [],
  );

  return (
    <div data-testid="letter-preview">
      {isUnavailable ? (
        <p
          role="status"
          className="mb-2 flex items-center gap-2 rounded-md bg-warning-soft px-3 py-2 text-warning-soft-foreground text-xs"
        >
          <CloudOffIcon aria-hidden="true" className="size-4" />
          {t('preview.paused')}
        </p>
      ) : null}
      {urls.length === 0 ? (
        <div
          className={`flex w-full items-center justify-center rounded-md bg-white shadow ${design.pageSize === 'a4' ? 'aspect-[210/297]' : 'aspect-[8.5/11]'}`}
        >
          {isUnavailable ? null : <Spinner label={t('preview.loading')} />}
        </div>
      ) : (
        <div className="flex flex-col gap-4" data-testid="letter-preview-pages">
          {urls.map((url, index) => (
            <img
              key={url}
              src={url}
              alt={t('preview.page', { n: index + 1, total: urls.length })}
              className="w-full rounded-sm bg-white shadow-md"
            />
          ))}
        </div>
      )}
      <VisuallyHidden>
        <LetterText content={content} />
      </VisuallyHidden>
    </div>
  );
}

function LetterText({ content }: { content: CoverLetterContent }) {
  const { recipient } = content;
  const lines = [
    content.date,
    recipient.name,
    recipient.title,
    recipient.company,
    ...recipient.address.split('\n'),
    content.greeting,
    ...bodyToParagraphs(content.body),
    content.closing,
    content.signatureName,
  ].filter((line) => line.trim() !== '');
  // The letter's own words, in whatever language it is written: not the interface's to translate.
  return (
    <div translate="no">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines are re-derived each render; order is the key
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}
