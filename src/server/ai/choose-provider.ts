import type { FastifyBaseLogger } from 'fastify';
import type { AppOverrides } from '../config/app-overrides';
import type { Config } from '../config/config';
import { type AiProvider, createBuiltInProvider } from './ai-provider';
import { createOpenAiProvider } from './openai-provider';

/**
 * The provider that answers the AI tasks: a test's, else the configured model with the built-in engine as its
 * fallback, else the built-in engine. One choice for the AI routes and the MCP tools, so both write alike.
 */
export function chooseAiProvider(
  config: Config,
  overrides: AppOverrides,
  logger: FastifyBaseLogger,
): { provider: AiProvider; isPaidModel: boolean } {
  const builtIn = createBuiltInProvider();
  const provider =
    overrides.aiProvider ??
    (config.ai ? createOpenAiProvider({ ...config.ai, fallback: builtIn, logger }) : builtIn);
  return { provider, isPaidModel: Boolean(config.ai?.apiKey) && !overrides.aiProvider };
}
