import type { GenerateBulletsInput, GenerateSkillsInput, GenerateSummaryInput } from '../../domain/ai-api';
import type { GenerateCoverLetterInput } from '../../domain/cover-letter-generation-api';
import { buildSummaries } from '../analysis/build-summary';
import { writeCoverLetter } from '../analysis/cover-letter/write-cover-letter';
import { suggestSkills } from '../analysis/suggest-skills';
import { writeBullets } from '../analysis/write-bullets';

/** One interface for the AI tasks; the routes never know which provider answers. */
export interface AiProvider {
  readonly name: string;
  generateBullets(input: GenerateBulletsInput): Promise<string[]>;
  generateSkills(input: GenerateSkillsInput): Promise<string[]>;
  generateSummary(input: GenerateSummaryInput): Promise<string[]>;
  /** The paragraphs of a cover letter (issue 15). */
  generateCoverLetter(input: GenerateCoverLetterInput): Promise<string[]>;
}

/**
 * The answers the built-in engine wrote, known by identity: it writes English only, so a route tells the user
 * so when a resume in another language got one (issue 33 item 6), including when a model failed and the engine
 * answered in its place.
 */
const builtInAnswers = new WeakSet<readonly string[]>();
const builtIn = (answer: string[]) => {
  builtInAnswers.add(answer);
  return answer;
};

export function isBuiltInAnswer(answer: readonly string[]): boolean {
  return builtInAnswers.has(answer);
}

/** The deterministic, offline engine: the default, and the fallback of every other provider. */
export function createBuiltInProvider(now: () => Date = () => new Date()): AiProvider {
  return {
    name: 'built-in',
    generateBullets: async (input) => builtIn(writeBullets(input)),
    generateSkills: async (input) => builtIn(suggestSkills(input)),
    generateSummary: async (input) => builtIn(buildSummaries(input, now())),
    generateCoverLetter: async (input) => writeCoverLetter(input, now()),
  };
}
