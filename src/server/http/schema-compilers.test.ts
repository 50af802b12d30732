import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler';
import { type AnswerCheck, registerSchemaCompilers } from './schema-compilers';
import { withInputStyle } from './validation';

const nameBody = z.object({
  name: z.string('Name is required').min(2, 'Name must be at least 2 characters'),
});

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function appWith(checkAnswers: AnswerCheck, answer: unknown = { ok: true }, logLines: string[] = []) {
  const stream = { write: (line: string) => void logLines.push(line) };
  app = Fastify({ logger: { level: 'warn', stream } });
  registerErrorHandler(app);
  registerSchemaCompilers(app, { checkAnswers });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: z.object({ ok: z.literal(true) }) };
  routes.post('/plain', { schema: { body: nameBody, response } }, async () => answer as { ok: true });
  routes.post(
    '/empty-when-missing',
    { schema: { body: withInputStyle(nameBody.extend({}), { isMissingBodyEmpty: true }) } },
    async () => ({ ok: true }),
  );
  routes.post(
    '/listed',
    { schema: { body: withInputStyle(nameBody.extend({}), { errors: 'list' }) } },
    async () => ({ ok: true }),
  );
  // Checks without a message of their own: zod words them (issue 33 item 3).
  routes.post(
    '/api/typed',
    { schema: { body: nameBody.extend({ count: z.number(), tag: z.string().max(3) }) } },
    async () => ({ ok: true }),
  );
  await app.ready();
  return app;
}

describe('the validator compiler', () => {
  it("refuses input with the error envelope and the schema's own messages", async () => {
    const response = await (await appWith('fail')).inject({
      method: 'POST',
      url: '/plain',
      payload: { name: 'A' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'Name must be at least 2 characters',
      errors: { name: 'Name must be at least 2 characters' },
    });
  });

  it('reads a missing body as {} only for a schema marked so', async () => {
    const server = await appWith('fail');
    const plain = await server.inject({ method: 'POST', url: '/plain' });
    expect(plain.json().errors).toHaveProperty('_form');
    const marked = await server.inject({ method: 'POST', url: '/empty-when-missing' });
    expect(marked.json()).toEqual({
      success: false,
      error: 'Name is required',
      errors: { name: 'Name is required' },
    });
  });

  it('answers the messages as a list for a schema marked so', async () => {
    const response = await (await appWith('fail')).inject({ method: 'POST', url: '/listed', payload: {} });
    expect(response.json()).toEqual({
      success: false,
      error: 'Name is required',
      errors: ['Name is required'],
    });
  });
});

describe("zod's own messages", () => {
  const send = async (language?: string) =>
    (await appWith('fail')).inject({
      method: 'POST',
      url: '/api/typed',
      headers: language ? { 'accept-language': language } : {},
      payload: { name: 'Ada', count: 'three', tag: 'toolong' },
    });

  it("stay exactly zod's English by default and for English", async () => {
    for (const language of [undefined, 'en-GB']) {
      expect((await send(language)).json()).toMatchObject({
        error: 'Invalid input: expected number, received string',
        errors: {
          count: 'Invalid input: expected number, received string',
          tag: 'Too big: expected string to have <=3 characters',
        },
      });
    }
  });

  it("come in the request's language, each request its own", async () => {
    const [spanish, portuguese, english] = await Promise.all([send('es-ES'), send('pt'), send('en')]);
    expect(spanish.json().errors).toEqual({
      count: 'Entrada inválida: se esperaba número, recibido texto',
      tag: 'Demasiado grande: se esperaba que texto tuviera <=3 caracteres',
    });
    expect(spanish.json().error).toBe(spanish.json().errors.count);
    expect(portuguese.json().errors.count).toBe('Entrada inválida: esperava um número, recebeu um texto');
    expect(english.json().errors.count).toBe('Invalid input: expected number, received string');
  });

  it("leave a schema's own message to the catalogue", async () => {
    const response = await (await appWith('fail')).inject({
      method: 'POST',
      url: '/api/typed',
      headers: { 'accept-language': 'ar' },
      payload: { name: 'A', count: 1, tag: 'ok' },
    });
    // Not a text of the catalogue, so it stays as the schema wrote it rather than in zod's Arabic.
    expect(response.json().errors).toEqual({ name: 'Name must be at least 2 characters' });
  });
});

describe('the serializer compiler', () => {
  it('sends an answer that matches its schema', async () => {
    const response = await (await appWith('fail')).inject({
      method: 'POST',
      url: '/plain',
      payload: { name: 'Ada' },
    });
    expect(response.json()).toEqual({ ok: true });
  });

  it('fails an answer that does not match, where answers are checked', async () => {
    const server = await appWith('fail', { ok: 'yes' });
    const response = await server.inject({ method: 'POST', url: '/plain', payload: { name: 'Ada' } });
    expect(response.statusCode).toBe(500);
  });

  it('sends an answer that does not match and logs a warning, in development', async () => {
    const logLines: string[] = [];
    const server = await appWith('warn', { ok: 'yes' }, logLines);
    const response = await server.inject({ method: 'POST', url: '/plain', payload: { name: 'Ada' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: 'yes' });
    expect(logLines.some((line) => line.includes('answer does not match its schema'))).toBe(true);
  });

  it('sends the answer unchanged, unknown fields included, where they are not', async () => {
    const server = await appWith('off', { ok: true, extra: 1 });
    const response = await server.inject({ method: 'POST', url: '/plain', payload: { name: 'Ada' } });
    expect(response.json()).toEqual({ ok: true, extra: 1 });
  });
});
