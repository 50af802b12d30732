import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  generateBulletsRequestSchema,
  generateBulletsResponseSchema,
  generateSkillsRequestSchema,
  generateSkillsResponseSchema,
  generateSummaryRequestSchema,
  generateSummaryResponseSchema,
} from '../../domain/ai-api';
import {
  generateCoverLetterRequestSchema,
  generateCoverLetterResponseSchema,
} from '../../domain/cover-letter-generation-api';
import type { ResumeLanguage } from '../../domain/resume-language';
import { bulletHint } from '../analysis/bullet-hints';
import { keywordSupport } from '../analysis/keyword-support';
import type { AreaOptions } from '../http/area-options';
import { errorResponses } from '../http/error-responses';
import { type AiProvider, isBuiltInAnswer } from './ai-provider';
import { chooseAiProvider } from './choose-provider';

declare module '../config/app-overrides' {
  interface AppOverrides {
    /** A provider a test hands in instead of the one built from config.ai. */
    aiProvider?: AiProvider;
  }
}

/**
 * Only for a client that named the resume's language (the spec's payload has none, and its answers stay exactly
 * as the spec writes them): English from the built-in writer, else the resume's language, which the model was
 * asked to write in.
 */
const writtenIn = (answer: readonly string[], language: ResumeLanguage | undefined) =>
  language === undefined ? {} : { writtenIn: isBuiltInAnswer(answer) ? ('en' as const) : language };

/** The request bodies are resume fragments; 64 KB is far above a real one and far below the app's 1 MB cap. */
export const AI_BODY_LIMIT_BYTES = 64 * 1024;
/** A cover letter's request holds a whole resume and a job ad of up to 30,000 characters: the job match's cap. */
export const COVER_LETTER_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * POST /api/generate-bullets, /api/generate-skills and /api/generate-summary (spec section 7), and
 * /api/generate-cover-letter (issue 15). Guests may use them. Each body is validated with the shared schema (a
 * wrong shape is a 400) and the answer is {bullets} (with hints alongside, see ai-api.ts), {skills},
 * {suggestions} or {paragraphs}. Calls are rate-limited per client; the limit is a third as high when a paid
 * model (one with an API key) answers, since each call then costs money.
 */
export default async function aiRoutes(fastify: FastifyInstance, options: AreaOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, overrides } = options;
  const { provider, isPaidModel } = chooseAiProvider(config, overrides, app.log);
  const perMinute = config.rateLimits.aiPerMinute;
  const routeOptions = <B extends z.ZodType, R extends z.ZodType>(body: B, answer: R) => ({
    schema: { body, response: { 200: answer, ...errorResponses(400, 413, 429) } },
    bodyLimit: AI_BODY_LIMIT_BYTES,
    config: {
      rateLimit: {
        max: isPaidModel ? Math.max(1, Math.floor(perMinute / 3)) : perMinute,
        timeWindow: 60_000,
      },
    },
  });

  app.post(
    '/api/generate-bullets',
    routeOptions(generateBulletsRequestSchema, generateBulletsResponseSchema),
    async (request) => {
      const refresh = request.body.refresh_request;
      if (refresh?.keyword) {
        // Whichever writer answers, a keyword goes only where the bullet's own words show the skill.
        const support = keywordSupport(refresh.current_bullet, refresh.keyword);
        if (!support.supported) return { bullets: [], hints: [], notice: support.notice };
      }
      const bullets = await provider.generateBullets(request.body);
      return {
        bullets,
        hints: bullets.map(bulletHint),
        ...writtenIn(bullets, request.body.language),
      };
    },
  );

  app.post(
    '/api/generate-skills',
    routeOptions(generateSkillsRequestSchema, generateSkillsResponseSchema),
    async (request) => {
      const skills = await provider.generateSkills(request.body);
      return { skills, ...writtenIn(skills, request.body.language) };
    },
  );

  app.post(
    '/api/generate-summary',
    routeOptions(generateSummaryRequestSchema, generateSummaryResponseSchema),
    async (request) => {
      const suggestions = await provider.generateSummary(request.body);
      return { suggestions, ...writtenIn(suggestions, request.body.language) };
    },
  );

  app.post(
    '/api/generate-cover-letter',
    {
      ...routeOptions(generateCoverLetterRequestSchema, generateCoverLetterResponseSchema),
      bodyLimit: COVER_LETTER_BODY_LIMIT_BYTES,
    },
    async (request) => ({ paragraphs: await provider.generateCoverLetter(request.body) }),
  );
}
