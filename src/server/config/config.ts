import { z } from 'zod';

/**
 * Every environment variable the server reads, validated once at start. A bad value stops the start with a
 * message naming the variable and what is wrong; the rest of the code receives a typed Config.
 */

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url({ message: 'must be a URL' }).optional())
  .optional();
const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .positive('must be above 0')
    .default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be a port from 0 to 65535')
    .max(65535, 'must be a port from 0 to 65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  CLIENT_DIR: optionalString,
  DATABASE_URL: optionalUrl,
  APP_URL: optionalUrl,
  SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v, ctx): boolean | number | string => {
      if (v === '' || v === 'false' || v === '0') return false;
      if (v === 'true') return true;
      if (/^\d+$/.test(v)) return Number(v);
      if (/^[\d.:/a-f, ]+$/i.test(v)) return v;
      ctx.addIssue({ code: 'custom', message: 'must be true, false, a hop count or a list of addresses' });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: optionalUrl,
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().trim().min(3).default('Resumable <no-reply@resumable.local>'),
  SUPPORT_EMAIL: z.email({ message: 'must be an e-mail address' }).default('support@resumable.local'),
  GTM_ID: optionalString.pipe(
    z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX')
      .optional(),
  ),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalUrl,
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER_URL: z.url({ message: 'must be a URL' }).default('https://accounts.google.com'),
  LINKEDIN_CLIENT_ID: optionalString,
  LINKEDIN_CLIENT_SECRET: optionalString,
  LINKEDIN_ISSUER_URL: z.url({ message: 'must be a URL' }).default('https://www.linkedin.com/oauth'),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_ISSUER_URL: optionalUrl,
  RENDER_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: positiveInt(10),
  RATE_LIMIT_LOGIN_PER_IP: positiveInt(100),
  RATE_LIMIT_REGISTER_PER_IP: positiveInt(50),
  RATE_LIMIT_FORGOT_PER_IP: positiveInt(10),
  RATE_LIMIT_FORGOT_PER_EMAIL: positiveInt(3),
  RATE_LIMIT_AI_PER_MINUTE: positiveInt(60),
  RATE_LIMIT_PREVIEW_PER_SECOND: positiveInt(20),
  RATE_LIMIT_SHARE_PASSWORD: positiveInt(10),
  RATE_LIMIT_EXPORT_PER_HOUR: positiveInt(5),
  RATE_LIMIT_ACCOUNT_MAIL_PER_HOUR: positiveInt(5),
  RATE_LIMIT_TOKEN_PER_MINUTE: positiveInt(300),
  REMINDER_INTERVAL_SECONDS: positiveInt(600),
});

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string | undefined;
  issuerUrl: string;
}

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  /** The built client; undefined means dist/client next to the sources. */
  clientDir: string | undefined;
  databaseUrl: string | undefined;
  appUrl: string;
  isSecureCookies: boolean;
  sessionSecret: string | undefined;
  trustProxy: boolean | number | string;
  logLevel: Env['LOG_LEVEL'];
  redisUrl: string | undefined;
  /** Bearer token that GET /metrics requires; undefined turns the endpoint off (404). */
  metricsToken: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  gtmId: string | undefined;
  stripe: { secretKey: string; webhookSecret: string | undefined; apiBase: string | undefined } | undefined;
  ai: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  oauth: {
    google: OAuthProviderConfig | undefined;
    linkedin: OAuthProviderConfig | undefined;
    oidc: OAuthProviderConfig | undefined;
  };
  renderWorkers: number | undefined;
  /** How often the fleet looks for job events whose morning reminder is due (ADR 0090). */
  reminderIntervalMs: number;
  rateLimits: {
    loginPerAccount: number;
    loginPerIp: number;
    registerPerIp: number;
    forgotPerIp: number;
    forgotPerEmail: number;
    aiPerMinute: number;
    previewPerSecond: number;
    /** Wrong passwords of one shared link from one client address per 15 minutes. */
    sharePassword: number;
    exportPerHour: number;
    accountMailPerHour: number;
    /** Requests made with one personal access token per minute, whatever the route (ADR 0086). */
    tokenPerMinute: number;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function provider(id: string | undefined, secret: string | undefined, issuer: string | undefined) {
  return id && issuer ? { clientId: id, clientSecret: secret, issuerUrl: issuer } : undefined;
}

/** Reads the environment; throws ConfigError listing every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.AI_BASE_URL && !env.AI_MODEL) {
    throw new ConfigError('Invalid configuration:\n  AI_MODEL: is required when AI_BASE_URL is set');
  }
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    clientDir: env.CLIENT_DIR,
    databaseUrl: env.DATABASE_URL,
    appUrl,
    isSecureCookies: appUrl.startsWith('https://'),
    sessionSecret: env.SESSION_SECRET,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    redisUrl: env.REDIS_URL,
    metricsToken: env.METRICS_TOKEN,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    gtmId: env.GTM_ID,
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiBase: env.STRIPE_API_BASE,
        }
      : undefined,
    ai:
      env.AI_BASE_URL && env.AI_MODEL
        ? { baseUrl: env.AI_BASE_URL.replace(/\/+$/, ''), apiKey: env.AI_API_KEY, model: env.AI_MODEL }
        : undefined,
    oauth: {
      google: provider(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, env.GOOGLE_ISSUER_URL),
      linkedin: provider(env.LINKEDIN_CLIENT_ID, env.LINKEDIN_CLIENT_SECRET, env.LINKEDIN_ISSUER_URL),
      oidc: provider(env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET, env.OIDC_ISSUER_URL),
    },
    renderWorkers: env.RENDER_WORKERS,
    reminderIntervalMs: env.REMINDER_INTERVAL_SECONDS * 1000,
    rateLimits: {
      loginPerAccount: env.RATE_LIMIT_LOGIN_PER_ACCOUNT,
      loginPerIp: env.RATE_LIMIT_LOGIN_PER_IP,
      registerPerIp: env.RATE_LIMIT_REGISTER_PER_IP,
      forgotPerIp: env.RATE_LIMIT_FORGOT_PER_IP,
      forgotPerEmail: env.RATE_LIMIT_FORGOT_PER_EMAIL,
      aiPerMinute: env.RATE_LIMIT_AI_PER_MINUTE,
      previewPerSecond: env.RATE_LIMIT_PREVIEW_PER_SECOND,
      sharePassword: env.RATE_LIMIT_SHARE_PASSWORD,
      exportPerHour: env.RATE_LIMIT_EXPORT_PER_HOUR,
      accountMailPerHour: env.RATE_LIMIT_ACCOUNT_MAIL_PER_HOUR,
      tokenPerMinute: env.RATE_LIMIT_TOKEN_PER_MINUTE,
    },
  };
}
