/**
 * Names the user has already written with their capitals somewhere in the same request ('OpenRoads' in one note,
 * 'openroads' in the next; a keyword 'DeepL'): the user's own spelling wins over any guess of the writer's, as
 * the user knows their tools better than any list (ADR 0106). Keys in lower case, values as written.
 */

/** A word with a capital after its first letter ('DeepL', 'FieldView', 'LQA', 'PS&E'). */
const INNER_CAPITAL = /^[\p{L}\d][\p{L}\d&/+.#-]*\p{Lu}/u;
/** A word written with a capital first and lower case after ('Storyline'). */
const CAPITALISED = /^\p{Lu}[\p{Ll}\d]+$/u;
/** The punctuation that may close a word and that is not part of the name. */
const CLOSING = /[,;:!?)"'.]+$/;

/**
 * The names written in `texts`: words with an inner capital or in capitals anywhere, capitalised words not at a
 * sentence's start, and runs of such words ('Yardi Voyager'). A line written in title case ('Managed Budget And
 * Staff') says nothing about names and is passed over for its capitalised words.
 */
export function namesAsWritten(texts: readonly string[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const text of texts) {
    for (const line of text.split(/\n|<\/?(?:p|li|br|ul|ol)[^>]*>/i)) {
      const words = line
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean);
      const capitalised = words.filter((word) => CAPITALISED.test(word.replace(CLOSING, ''))).length;
      const isTitleCase = words.length > 2 && capitalised * 2 > words.length;
      let run: string[] = [];
      const endRun = () => {
        if (run.length > 1) names[run.join(' ').toLowerCase()] = run.join(' ');
        run = [];
      };
      words.forEach((raw, k) => {
        const word = raw.replace(/^[("']+/, '').replace(CLOSING, '');
        // After a comma too: notes capitalise a clause's first word as often as a sentence's.
        const opensSentence = k === 0 || /[.!?:,;]$/.test(words[k - 1] ?? '');
        const isName =
          word.length > 1 &&
          word !== word.toLowerCase() &&
          (INNER_CAPITAL.test(word) || (CAPITALISED.test(word) && !opensSentence && !isTitleCase));
        if (isName) {
          names[word.toLowerCase()] = word;
          run.push(word);
        } else endRun();
        if (raw !== word && run.length > 0) endRun();
      });
      endRun();
    }
  }
  return names;
}
