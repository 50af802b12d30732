import type { FastifyInstance } from 'fastify';
import {
  type GenerateBulletsResponse,
  type GenerateSkillsResponse,
  type GenerateSummaryResponse,
  generateBulletsRequestSchema,
  generateSkillsRequestSchema,
  generateSummaryRequestSchema,
} from '../../domain/ai-api';
import type { AreaOptions } from '../area-options';
import { parseOrThrow } from '../http/validation';
import { type AiProvider, createBuiltInProvider } from './ai-provider';
import { bulletHint } from './bullet-hints';
import { createOpenAiProvider } from './openai-provider';

declare module '../app-overrides' {
  interface AppOverrides {
    /** A provider a test hands in instead of the one built from config.ai. */
    aiProvider?: AiProvider;
  }
}

/** The request bodies are resume fragments; 64 KB is far above a real one and far below the app's 1 MB cap. */
export const AI_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * POST /api/generate-bullets, /api/generate-skills and /api/generate-summary (spec section 7). Guests may use
 * them. Each body is validated with the shared schema (a wrong shape is a 400) and the answer is {bullets}
 * (with hints alongside, see ai-api.ts), {skills} or {suggestions}. Calls are rate-limited per client; the limit is a third as high when
 * a paid model (one with an API key) answers, since each call then costs money.
 */
export default async function aiRoutes(app: FastifyInstance, options: AreaOptions) {
  const { config, overrides } = options;
  const builtIn = createBuiltInProvider();
  const provider =
    overrides.aiProvider ??
    (config.ai ? createOpenAiProvider({ ...config.ai, fallback: builtIn, logger: app.log }) : builtIn);
  const isPaidModel = Boolean(config.ai?.apiKey) && !overrides.aiProvider;
  const perMinute = config.rateLimits.aiPerMinute;
  const routeOptions = {
    bodyLimit: AI_BODY_LIMIT_BYTES,
    config: {
      rateLimit: {
        max: isPaidModel ? Math.max(1, Math.floor(perMinute / 3)) : perMinute,
        timeWindow: 60_000,
      },
    },
  };

  app.post('/api/generate-bullets', routeOptions, async (request): Promise<GenerateBulletsResponse> => {
    const input = parseOrThrow(generateBulletsRequestSchema, request.body);
    const bullets = await provider.generateBullets(input);
    return { bullets, hints: bullets.map(bulletHint) };
  });

  app.post('/api/generate-skills', routeOptions, async (request): Promise<GenerateSkillsResponse> => {
    const input = parseOrThrow(generateSkillsRequestSchema, request.body);
    return { skills: await provider.generateSkills(input) };
  });

  app.post('/api/generate-summary', routeOptions, async (request): Promise<GenerateSummaryResponse> => {
    const input = parseOrThrow(generateSummaryRequestSchema, request.body);
    return { suggestions: await provider.generateSummary(input) };
  });
}
