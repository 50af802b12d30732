import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { resolveSessionSecret } from './session-secret';

describe('loadConfig', () => {
  it('needs nothing: every variable has a default', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe('./data');
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.isSecureCookies).toBe(false);
    expect(config.stripe).toBeUndefined();
    expect(config.ai).toBeUndefined();
    expect(config.oauth).toEqual({ google: undefined, linkedin: undefined, oidc: undefined });
    expect(config.rateLimits).toEqual({
      loginPerAccount: 10,
      loginPerIp: 100,
      registerPerIp: 50,
      forgotPerIp: 10,
      forgotPerEmail: 3,
      aiPerMinute: 60,
      previewPerSecond: 20,
      sharePassword: 10,
      exportPerHour: 5,
      accountMailPerHour: 5,
      tokenPerMinute: 300,
    });
  });

  it('derives APP_URL from PORT and makes cookies Secure for an https APP_URL', () => {
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    const config = loadConfig({ APP_URL: 'https://resumable.example/' });
    expect(config.appUrl).toBe('https://resumable.example');
    expect(config.isSecureCookies).toBe(true);
  });

  it('stops with a message naming each bad variable and what is wrong', () => {
    const load = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud', SESSION_SECRET: 'short' });
    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/PORT: must be a number/);
      expect(message).toMatch(/DATABASE_URL: must be a URL/);
      expect(message).toMatch(/LOG_LEVEL: /);
      expect(message).toMatch(/SESSION_SECRET: must be at least 32 characters/);
    }
  });

  it('turns /metrics on only with a METRICS_TOKEN of at least 16 characters', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'scrape-token-0123456789' }).metricsToken).toBe(
      'scrape-token-0123456789',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters/,
    );
  });

  it('reads the providers only when configured, with the default issuers', () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      OIDC_CLIENT_ID: 'o-id',
    });
    expect(config.oauth.google).toEqual({
      clientId: 'g-id',
      clientSecret: 'g-secret',
      issuerUrl: 'https://accounts.google.com',
    });
    // A generic OIDC client without an issuer is not usable, so it stays off.
    expect(config.oauth.oidc).toBeUndefined();
    expect(config.oauth.linkedin).toBeUndefined();
  });

  it('wants a model with an AI base URL, and parses TRUST_PROXY forms', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/AI_MODEL/);
    expect(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1/', AI_MODEL: 'llama3' }).ai).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3',
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone!' })).toThrow(/TRUST_PROXY/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', STRIPE_SECRET_KEY: '' }).databaseUrl).toBeUndefined();
  });
});

describe('resolveSessionSecret', () => {
  it('uses the configured secret', async () => {
    expect(await resolveSessionSecret('x'.repeat(40), '/nonexistent')).toBe('x'.repeat(40));
  });

  it('generates one secret once and keeps it under DATA_DIR', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'resumable-secret-'));
    const first = await resolveSessionSecret(undefined, dir);
    const second = await resolveSessionSecret(undefined, dir);
    expect(first).toHaveLength(43);
    expect(second).toBe(first);
    expect((await readFile(path.join(dir, 'session-secret'), 'utf8')).trim()).toBe(first);
  });
});
