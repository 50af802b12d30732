import { PlusIcon, RefreshCwIcon, Trash2Icon } from 'lucide-react';
import { LETTER_WORDS_MAX, LETTER_WORDS_MIN } from '../../../domain/cover-letter-api';
import { bodyWordCount, paragraphsToBody, wordCountAdvice } from '../../../domain/letter-body';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';

const ADVICE_TEXT = {
  short: `aim for ${LETTER_WORDS_MIN}-${LETTER_WORDS_MAX}`,
  good: `within the usual ${LETTER_WORDS_MIN}-${LETTER_WORDS_MAX}`,
  long: `longer than the usual ${LETTER_WORDS_MAX}; consider cutting`,
} as const;

/** The letter's body, one text box per paragraph, each with its own 'Regenerate' once a letter was written. */
export function BodyParagraphs({
  paragraphs,
  onChange,
  onRegenerate,
  regenerating,
}: {
  paragraphs: string[];
  onChange(paragraphs: string[]): void;
  /** Absent until 'Write it for me' has run. */
  onRegenerate?: (index: number) => void;
  /** The paragraph being rewritten, if any. */
  regenerating: number | null;
}) {
  const words = bodyWordCount(paragraphsToBody(paragraphs));
  const advice = wordCountAdvice(words, LETTER_WORDS_MIN, LETTER_WORDS_MAX);
  const shown = paragraphs.length === 0 ? [''] : paragraphs;
  const set = (index: number, text: string) => onChange(shown.map((p, i) => (i === index ? text : p)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-semibold text-base">Letter body</legend>
      <p
        data-testid="word-count"
        aria-live="polite"
        className={`text-sm ${advice === 'good' ? 'text-success' : 'text-muted-foreground'}`}
      >
        {words} {words === 1 ? 'word' : 'words'}, {ADVICE_TEXT[advice]}
      </p>
      {shown.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place
        <div key={index} className="flex flex-col gap-1.5">
          <Label htmlFor={`letter-paragraph-${index}`}>Paragraph {index + 1}</Label>
          <Textarea
            id={`letter-paragraph-${index}`}
            rows={5}
            value={paragraph}
            disabled={regenerating === index}
            onChange={(e) => set(index, e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            {onRegenerate ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={regenerating !== null}
                aria-label={`Regenerate paragraph ${index + 1}`}
                onClick={() => onRegenerate(index)}
              >
                <RefreshCwIcon aria-hidden className={regenerating === index ? 'animate-spin' : ''} />
                {regenerating === index ? 'Rewriting...' : 'Regenerate'}
              </Button>
            ) : null}
            {shown.length > 1 ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove paragraph ${index + 1}`}
                onClick={() => onChange(shown.filter((_, i) => i !== index))}
              >
                <Trash2Icon aria-hidden /> Remove
              </Button>
            ) : null}
          </div>
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => onChange([...shown, ''])}
      >
        <PlusIcon aria-hidden /> Add a paragraph
      </Button>
    </fieldset>
  );
}
