import type { JobSent } from '../../../../domain/job-sent-api';
import { richTextToPlain } from '../../../../domain/rich-text';

type SentLetterContent = NonNullable<JobSent['letter']>['content'];

/**
 * The letter as it was sent, read-only: the recipient, date, greeting, body, closing and signature as typed.
 * The body is shown as plain paragraphs (never as HTML), so nothing stored can run in the page.
 */
export function SentLetter({ content }: { content: SentLetterContent }) {
  const recipient = [
    content.recipient.name,
    content.recipient.title,
    content.recipient.company,
    ...content.recipient.address.split('\n'),
  ].filter((line) => line.trim() !== '');
  const paragraphs = richTextToPlain(content.body)
    .split(/\n+/)
    .filter((line) => line.trim() !== '');
  return (
    <article
      className="flex flex-col gap-3 rounded-md border bg-muted/40 p-4 text-sm"
      data-testid="sent-letter"
    >
      {recipient.length > 0 && (
        <address className="not-italic">
          {recipient.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text, never reordered.
            <span key={index} className="block">
              {line}
            </span>
          ))}
        </address>
      )}
      {content.date && <p>{content.date}</p>}
      {content.greeting && <p>{content.greeting}</p>}
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text, never reordered.
        <p key={index}>{paragraph}</p>
      ))}
      {content.closing && <p>{content.closing}</p>}
      {content.signatureName && <p>{content.signatureName}</p>}
    </article>
  );
}
