import { RefreshCwIcon } from 'lucide-react';
import { COVER_LETTER_MAX_WORDS, COVER_LETTER_MIN_WORDS } from '../../../domain/cover-letter-generation-api';
import { bodyBlocks, bodyWordCount, wordCountAdvice } from '../../../domain/letter-body';
import { Button } from '../../components/ui/button';
import { RichTextField } from '../../shared/rich-text/rich-text-field';

const ADVICE_TEXT = {
  short: `aim for ${COVER_LETTER_MIN_WORDS}-${COVER_LETTER_MAX_WORDS}`,
  good: `within the usual ${COVER_LETTER_MIN_WORDS}-${COVER_LETTER_MAX_WORDS}`,
  long: `longer than the usual ${COVER_LETTER_MAX_WORDS}; consider cutting`,
} as const;

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
  const words = bodyWordCount(body);
  const advice = wordCountAdvice(words, COVER_LETTER_MIN_WORDS, COVER_LETTER_MAX_WORDS);
  const paragraphCount = onRegenerate ? bodyBlocks(body).length : 0;
  return (
    <div className="flex flex-col gap-2">
      <RichTextField label="Letter body" value={body} onChange={onChange} />
      <p
        data-testid="word-count"
        aria-live="polite"
        className={`text-sm ${advice === 'good' ? 'text-success' : 'text-muted-foreground'}`}
      >
        {words} {words === 1 ? 'word' : 'words'}, {ADVICE_TEXT[advice]}
      </p>
      {onRegenerate && paragraphCount > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm">Rewrite one paragraph, keeping the others</legend>
          <div className="flex flex-wrap gap-2">
            {Array.from({ length: paragraphCount }, (_, index) => (
              <Button
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place
                key={index}
                type="button"
                variant="outline"
                size="sm"
                disabled={regenerating !== null}
                aria-label={`Regenerate paragraph ${index + 1}`}
                onClick={() => onRegenerate(index)}
              >
                <RefreshCwIcon aria-hidden className={regenerating === index ? 'animate-spin' : ''} />
                {regenerating === index ? 'Rewriting...' : `Paragraph ${index + 1}`}
              </Button>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
