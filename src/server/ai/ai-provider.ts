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

/** The deterministic, offline engine: the default, and the fallback of every other provider. */
export function createBuiltInProvider(now: () => Date = () => new Date()): AiProvider {
  return {
    name: 'built-in',
    generateBullets: async (input) => writeBullets(input),
    generateSkills: async (input) => suggestSkills(input),
    generateSummary: async (input) => buildSummaries(input, now()),
    generateCoverLetter: async (input) => writeCoverLetter(input, now()),
  };
}
