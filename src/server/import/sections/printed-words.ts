import { escapeRegExp } from '../../../domain/escape-reg-exp';
import { RESUME_WORDS, type ResumeWords } from '../../../domain/resume-language';

/**
 * One word of our templates in every resume language ('Presente', 'heute', ...), as alternatives for a regular
 * expression, longest first so 'Presente' is not read as 'Present' and a letter. `pick` may return null (Hebrew
 * joins a degree and its field with none).
 */
export function printedWordsPattern(
  pick: (words: ResumeWords) => string | null,
  extra: string[] = [],
): string {
  const words = [...extra, ...Object.values(RESUME_WORDS).flatMap((words) => pick(words) ?? [])];
  return [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
}
