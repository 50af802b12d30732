import { vocabularyIndex } from '../match/term-index';
import { naturalSkill } from '../natural-skill';

/**
 * A skill as it reads inside a sentence: 'Cold calling' -> 'cold calling', 'Prospecting' -> 'prospecting', but
 * 'Kafka', 'Go' and 'Salesforce' as written. The job-match vocabulary knows which skills are names (its label
 * is capitalised: 'Kafka') and which are ordinary words ('outbound prospecting'); a skill it does not know is
 * left to natural-skill.ts when it has several words, and kept as written when it is one word that may be a
 * name.
 */
export function skillInSentence(skill: string): string {
  const hits = vocabularyIndex().find(skill);
  const whole = hits.find((hit) => hit.start === 0 && hit.end === skill.length);
  if (whole) return /[A-Z]/.test(whole.entry.label) ? skill : skill.toLowerCase();
  return skill.includes(' ') ? naturalSkill(skill) : skill;
}
