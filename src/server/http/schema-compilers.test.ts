import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler';
import { registerSchemaCompilers } from './schema-compilers';
import { withInputStyle } from './validation';

const nameBody = z.object({
  name: z.string('Name is required').min(2, 'Name must be at least 2 characters'),
});

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function appWith(checkAnswers: boolean, answer: unknown = { ok: true }) {
  app = Fastify();
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
  await app.ready();
  return app;
}

describe('the validator compiler', () => {
  it("refuses input with the error envelope and the schema's own messages", async () => {
    const response = await (await appWith(true)).inject({
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
    const server = await appWith(true);
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
    const response = await (await appWith(true)).inject({ method: 'POST', url: '/listed', payload: {} });
    expect(response.json()).toEqual({
      success: false,
      error: 'Name is required',
      errors: ['Name is required'],
    });
  });
});

describe('the serializer compiler', () => {
  it('sends an answer that matches its schema', async () => {
    const response = await (await appWith(true)).inject({
      method: 'POST',
      url: '/plain',
      payload: { name: 'Ada' },
    });
    expect(response.json()).toEqual({ ok: true });
  });

  it('fails an answer that does not match, where answers are checked', async () => {
    const server = await appWith(true, { ok: 'yes' });
    const response = await server.inject({ method: 'POST', url: '/plain', payload: { name: 'Ada' } });
    expect(response.statusCode).toBe(500);
  });

  it('sends the answer unchanged, unknown fields included, where they are not', async () => {
    const server = await appWith(false, { ok: true, extra: 1 });
    const response = await server.inject({ method: 'POST', url: '/plain', payload: { name: 'Ada' } });
    expect(response.json()).toEqual({ ok: true, extra: 1 });
  });
});
