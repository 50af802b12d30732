import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import accountRoutes from './account/account-routes';
import aiRoutes from './ai/ai-routes';
import sentRoutes from './applications/sent-routes';
import authRoutes from './auth/auth-routes';
import { defineLinkMailTasks } from './auth/link-mail-tasks';
import oauthRoutes from './auth/oauth/oauth-routes';
import { sessionCacheFor } from './auth/session-cache';
import sessionPlugin from './auth/session-plugin';
import { connectRevocationChannel } from './auth/session-revocation-channel';
import billingRoutes from './billing/billing-routes';
import type { AppOverrides } from './config/app-overrides';
import type { Config } from './config/config';
import coverLetterRoutes from './cover-letters/cover-letter-routes';
import type { DatabaseHandle } from './db/connection';
import draftRoutes from './drafts/draft-routes';
import shareRoutes from './drafts/sharing/share-routes';
import tailorRoutes from './drafts/tailor-routes';
import versionRoutes from './drafts/versions/version-routes';
import healthRoutes from './health/health-routes';
import type { AreaOptions } from './http/area-options';
import { registerCrossSiteGuard } from './http/cross-site';
import { registerErrorHandler } from './http/error-handler';
import { gtmHeadHtml, registerGtmLoader } from './http/gtm';
import { registerOpenApi } from './http/openapi';
import { registerRequestIdHeader, requestIdFor } from './http/request-id';
import { serializeRequest } from './http/request-logging';
import { type AnswerCheck, registerSchemaCompilers } from './http/schema-compilers';
import { registerSecurityHeaders } from './http/security-headers';
import importRoutes from './import/import-routes';
import jobCsvRoutes from './jobs/csv/job-csv-routes';
import calendarFeedRoutes from './jobs/events/calendar-feed-routes';
import jobEventRoutes from './jobs/events/event-routes';
import jobMatchRoutes from './jobs/job-match-routes';
import jobRoutes from './jobs/job-routes';
import { createMailer } from './mail/create-mailer';
import { startMailQueue } from './mail/mail-queue';
import marketingRoutes from './marketing/marketing-routes';
import { registerSpa } from './marketing/spa';
import mcpRoutes from './mcp/mcp-routes';
import { registerMetrics } from './metrics/metrics';
import photoRoutes from './photos/photo-routes';
import { startPgBossQueue } from './queue/pg-boss-queue';
import { reportTaskCounts } from './queue/task-metrics';
import registerDocumentRoutes from './register-document-routes';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Whether answers are held to their declared schemas (ADR 0035): tests fail a mismatch, development logs it. */
const ANSWER_CHECKS: Record<Config['env'], AnswerCheck> = {
  test: 'fail',
  development: 'warn',
  production: 'off',
};

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The built client; omitted in API tests. */
  clientDir?: string;
  /** Where log lines go; defaults to stdout. Tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
  overrides?: AppOverrides;
}

/**
 * Builds the whole app: external plugins, then app-wide hooks, then each area's routes, then the SPA.
 * Used by main.ts and by every integration test, so tests exercise exactly what runs in production.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const logger: FastifyServerOptions['logger'] = {
    level: config.logLevel,
    ...(options.logStream ? { stream: options.logStream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.secret',
        '*.authorization',
      ],
      censor: '[redacted]',
    },
    serializers: { req: serializeRequest },
  };
  const app = Fastify({
    logger,
    // Fastify accepts a hop count at run time; its types list only the other forms.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: requestIdFor,
    routerOptions: { ignoreTrailingSlash: true },
  });

  registerRequestIdHeader(app);
  registerErrorHandler(app);
  registerSchemaCompilers(app, { checkAnswers: ANSWER_CHECKS[config.env] });
  registerSecurityHeaders(app, { isHttps: config.isSecureCookies, gtmId: config.gtmId });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie, { secret: config.sessionSecret });
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'resumable-rl:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      error: `Too many requests. Please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
      message: `Too many requests. Please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
    }),
  });
  if (redis) {
    // ioredis reconnects by itself; without a listener each failed attempt is an "unhandled error event".
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis connection error'));
    const revocations = await connectRevocationChannel({
      cache: sessionCacheFor(database.db),
      redis,
      log: app.log,
    });
    app.addHook('onClose', async () => {
      await revocations.close();
      await redis.quit().catch(() => {});
    });
  }

  registerCrossSiteGuard(app, config.appUrl);
  const db = database.db;
  await app.register(sessionPlugin, { db, config });

  await registerOpenApi(app, config);
  registerMetrics(app, { token: config.metricsToken, database });
  const tasks = await startPgBossQueue(database, app.log);
  app.addHook('onClose', () => tasks.stop());
  reportTaskCounts(app, tasks);
  const mailTransport = options.overrides?.mailer ?? createMailer(config, app.log);
  const mail = await startMailQueue(tasks, mailTransport, app.log);
  await defineLinkMailTasks(tasks, { db, config, transport: mailTransport, log: app.log });
  const area: AreaOptions = {
    config,
    database,
    tasks,
    mail,
    mailTransport,
    overrides: options.overrides ?? {},
    ...(redis ? { redis } : {}),
  };
  await app.register(healthRoutes, area);
  await app.register(authRoutes, area);
  await app.register(accountRoutes, area);
  await app.register(draftRoutes, area);
  await app.register(versionRoutes, area);
  await app.register(shareRoutes, area);
  await app.register(registerDocumentRoutes, area);
  await app.register(aiRoutes, area);
  await app.register(jobMatchRoutes, area);
  await app.register(jobRoutes, area);
  await app.register(jobCsvRoutes, area);
  await app.register(jobEventRoutes, area);
  await app.register(calendarFeedRoutes, area);
  await app.register(tailorRoutes, area);
  await app.register(coverLetterRoutes, area);
  await app.register(sentRoutes, area);
  await app.register(importRoutes, area);
  await app.register(photoRoutes, area);
  await app.register(billingRoutes, area);
  await app.register(mcpRoutes, area);
  await app.register(oauthRoutes, area);
  await app.register(marketingRoutes, area);

  if (config.gtmId) registerGtmLoader(app, config.gtmId);
  await registerSpa(app, {
    clientDir: options.clientDir ?? '',
    appUrl: config.appUrl,
    headHtml: config.gtmId ? gtmHeadHtml : undefined,
  });
  return app;
}
