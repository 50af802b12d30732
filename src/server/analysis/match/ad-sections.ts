/**
 * The part of a job ad that says what the job needs. Ads wrap it in text that names no requirement (benefits,
 * pay, the company's story, equal-opportunity statements, how to apply); words there would count as skills the
 * ad asks for ('dental' in a benefits list, 'GitHub' in how to apply). Headings decide whole sections; single
 * sentences of that kind are dropped wherever they stand, since many ads are one paragraph.
 */

const BOILERPLATE_HEADING =
  /^(benefits?|perks?|(what|why) we offer|we offer|why (us|join|work)|compensation|salary|pay( range| and benefits)?|total rewards|(about|who) (us|we are)|our (company|story|mission|values|culture|team)|equal|eeo|diversity|how to apply|to apply|apply|application process|next steps|the fine print|legal|disclaimer)\b/i;
const ABOUT_HEADING = /^about\b(?!.*\b(role|job|position|you|opportunity|team you)\b)/i;

const BOILERPLATE_SENTENCE = new RegExp(
  [
    'equal (employment )?opportunit',
    '\\beoe\\b',
    '\\beeo\\b',
    'affirmative action',
    'discriminat',
    'without regard to',
    'regardless of (race|age|gender)',
    'accommodation',
    'e-verify',
    'drug[- ]free',
    'diversity|diverse (community|perspectives|backgrounds)|inclusive (environment|workplace)',
    'encourage[sd]? (to )?appl',
    '\\b401\\s?\\(?k\\)?',
    '\\b403\\s?\\(?b\\)?',
    '\\bpto\\b|paid time off|vacation|holidays?\\b',
    '(medical|health|dental|vision|life) (insurance|benefits|coverage|plan)',
    'medical, dental',
    'tuition (assistance|reimbursement)',
    'pension',
    'stipend|allowance',
    'employee discount|staff discount|dining discount',
    '^(benefits|perks|we offer|pay|salary|compensation)\\b',
    '\\bapply (now|online|in person|with|via|through|on)\\b',
    '(send|email|e-mail|submit|upload) (us )?(your )?(resume|cv|cover letter)',
    'no (agencies|phone calls)',
    'principals only',
    'look forward to',
    '\\bote\\b',
    'sign-on bonus|signing bonus',
  ].join('|'),
  'i',
);

/**
 * A sum of money is pay when the line says so ('$24 - $30 per hour', 'Salary: $78,000', '+ $1.50 shift diff');
 * the size of a business or a budget ('$38M in annual spend', 'a $1.5M/month budget') and a sum at stake in a
 * duty ('no $5,000 penalties') are not, and the line keeps its skills.
 */
const AMOUNT = /\$\s?\d[\d,.]*(?!\d|[\d,.]*\s?(?:[MB]\b|million|billion))/i;
const PAY_WORDS =
  /\b(?:hr|hour|hourly|year|yr|annual|annually|month|monthly|week|weekly|salary|pay|paid|wage|compensation|bonus|stipend|allowance|differential|diff|base|ote|range|doe|tips|raises?|budget|k)\b|\d\s?k\b|\/\s?(?:h|y)/i;
const isPayLine = (sentence: string) => AMOUNT.test(sentence) && PAY_WORDS.test(sentence);

/** A list item's mark: hyphens, dashes, bullets, arrows, middle dots, numbers and letters. */
const BULLET = /^\s*([-*\u2022>~+\u2013\u2014\u00b7\u2192\u25aa\u25e6\u25cf\u25a0]+|\d+[.)]|[a-z][.)])\s*/i;

function isHeading(line: string): { heading: string; rest: string } | undefined {
  const trimmed = line.trim();
  if (!trimmed || BULLET.test(line)) return undefined;
  const colon = /^([^:.!?]{2,40}):\s*(.*)$/.exec(trimmed);
  if (colon) return { heading: colon[1] as string, rest: colon[2] as string };
  const words = trimmed.split(/\s+/).length;
  const isCaps = trimmed === trimmed.toUpperCase() && /[A-Z]/.test(trimmed);
  if (words <= 5 && !/[.!?,]$/.test(trimmed) && (isCaps || /^[A-Z]/.test(trimmed)) && !/[,;]/.test(trimmed)) {
    return { heading: trimmed, rest: '' };
  }
  return undefined;
}

function isBoilerplateHeading(heading: string): boolean {
  const text = heading.replace(/^[^\p{L}]+/u, '').trim();
  return BOILERPLATE_HEADING.test(text) || ABOUT_HEADING.test(text);
}

/** Splits a line into sentences; a bullet line is one sentence unless it holds several. */
function sentences(line: string): string[] {
  return line.split(/(?<=[.!?])\s+(?=[A-Z(])/);
}

/** The ad without its boilerplate, same characters otherwise, so positions still quote the ad. */
export function requirementText(ad: string): string {
  const kept: string[] = [];
  let inBoilerplate = false;
  for (const line of ad.split(/\r?\n/)) {
    const heading = isHeading(line);
    if (heading) {
      inBoilerplate = isBoilerplateHeading(heading.heading);
      if (inBoilerplate) continue;
      // 'Education: Bachelor's degree ...' keeps its words after the colon; the heading itself names no skill.
      if (heading.rest)
        kept.push(...sentences(heading.rest).filter((s) => !BOILERPLATE_SENTENCE.test(s) && !isPayLine(s)));
      else kept.push(line);
      continue;
    }
    if (inBoilerplate) continue;
    kept.push(...sentences(line).filter((s) => !BOILERPLATE_SENTENCE.test(s) && !isPayLine(s)));
  }
  return kept.join('\n');
}
