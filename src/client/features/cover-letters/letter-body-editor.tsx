import { RefreshCwIcon } from 'lucide-react';
import { COVER_LETTER_MAX_WORDS, COVER_LETTER_MIN_WORDS } from '../../../domain/cover-letter-generation-api';
import { bodyBlocks, bodyWordCount, wordCountAdvice } from '../../../domain/letter-body';
import { Button } from '../../components/ui/button';
import { formatNumber } from '../../lib/i18n/format-price';
import { LETTER_TEXTS } from '../../lib/i18n/namespaces/letters';
import { useT } from '../../lib/i18n/use-t';
import { RichTextField } from '../../shared/rich-text/rich-text-field';

/**
 * The letter's body in the builder's rich-text editor (the resume's allowlist), its word count, and once a
 * letter was written, one 'Regenerate' per paragraph: paragraph i is the body's i-th top-level block.
 */
export function LetterBodyEditor({
  body,
  onChange,
  onRegenerate,
  regenerating,
}: {
  body: string;
  onChange(body: string): void;
  /** Absent until 'Write it for me' has run. */
  onRegenerate?: (index: number) => void;
  /** The paragraph being rewritten, if any. */
  regenerating: number | null;
}) {
  const { t, language } = useT(LETTER_TEXTS);
  const words = bodyWordCount(body);
  const advice = wordCountAdvice(words, COVER_LETTER_MIN_WORDS, COVER_LETTER_MAX_WORDS);
  const paragraphCount = onRegenerate ? bodyBlocks(body).length : 0;
  return (
    <div className="flex flex-col gap-2">
      <RichTextField label={t('body.label')} value={body} onChange={onChange} />
      <p
        data-testid="word-count"
        aria-live="polite"
        className={`text-sm ${advice === 'good' ? 'text-success' : 'text-muted-foreground'}`}
      >
        {t(`body.${advice}`, {
          words: t('body.words', { count: words }),
          min: formatNumber(COVER_LETTER_MIN_WORDS, language),
          max: formatNumber(COVER_LETTER_MAX_WORDS, language),
        })}
      </p>
      {onRegenerate && paragraphCount > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm">{t('body.rewriteLegend')}</legend>
          <div className="flex flex-wrap gap-2">
            {Array.from({ length: paragraphCount }, (_, index) => (
              <Button
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place
                key={index}
                type="button"
                variant="outline"
                size="sm"
                disabled={regenerating !== null}
                aria-label={t('body.regenerate', { n: index + 1 })}
                onClick={() => onRegenerate(index)}
              >
                <RefreshCwIcon aria-hidden className={regenerating === index ? 'animate-spin' : ''} />
                {regenerating === index ? t('body.rewriting') : t('body.paragraph', { n: index + 1 })}
              </Button>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
