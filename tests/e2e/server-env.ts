/**
 * The production server's environment in the browser tests, shared by Playwright's webServer
 * (playwright.config.ts) and the journeys that run a server of their own (own-server.ts), so both serve alike.
 */
export function e2eServerEnv(port: number, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    // scripts/e2e.mjs builds the client into a folder of its own; without it the server serves dist/client.
    ...(process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {}),
    LOG_LEVEL: 'warn',
    SUPPORT_EMAIL: 'support@resumable.test',
    // Generous limits: the journeys share one client address.
    RATE_LIMIT_PREVIEW_PER_SECOND: '1000',
    RATE_LIMIT_REGISTER_PER_IP: '1000',
    RATE_LIMIT_LOGIN_PER_IP: '1000',
    RATE_LIMIT_FORGOT_PER_IP: '1000',
    RATE_LIMIT_AI_PER_MINUTE: '1000',
  };
}
