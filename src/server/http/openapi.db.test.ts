import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';

interface Operation {
  parameters?: { in: string; name: string; schema: { enum?: string[] } }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}
interface JsonSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/**
 * The calls of the spec's section 7 table (method, path, the statuses a client of it can meet). The provider
 * sign-in paths stand for the table's GET /api/auth/{provider}.
 */
const SPEC_CALLS: [string, string, number[]][] = [
  ['get', '/api/current-user', [200]],
  ['post', '/api/auth/register', [201, 400, 409, 429]],
  ['post', '/api/auth/login', [200, 400, 401, 429]],
  ['post', '/api/auth/logout', [200]],
  ['get', '/api/auth/google', [302, 404, 503]],
  ['get', '/api/auth/linkedin', [302, 404, 503]],
  ['get', '/api/auth/login', [302, 404, 503]],
  ['post', '/api/auth/forgot-password', [200, 400, 429]],
  ['post', '/api/auth/reset-password', [200, 400]],
  ['get', '/api/resume-drafts/{id}', [200, 401, 404]],
  ['post', '/api/resume-drafts', [201, 400, 401]],
  ['put', '/api/resume-drafts/{id}', [200, 400, 401, 404, 409]],
  ['patch', '/api/resume-drafts/{id}', [200, 400, 401, 404, 409]],
  ['get', '/api/resume-drafts/user/{userId}', [200, 401, 403]],
  ['post', '/api/resume-drafts/{id}/duplicate', [201, 401, 404]],
  ['delete', '/api/resume-drafts/{id}', [200, 401, 404]],
  ['get', '/api/resume-drafts/{id}/export/{format}', [200, 400, 401, 402, 404]],
  ['post', '/api/generate-bullets', [200, 400, 429]],
  ['post', '/api/generate-skills', [200, 400, 429]],
  ['post', '/api/generate-summary', [200, 400, 429]],
  ['get', '/api/create-checkout-session', [200, 400, 401]],
  ['post', '/api/migrate-resume', [200, 201, 400, 401]],
  // Issue 20: version history and public links.
  ['get', '/api/resume-drafts/{id}/versions', [200, 401, 404]],
  ['post', '/api/resume-drafts/{id}/versions', [200, 400, 401, 404]],
  ['get', '/api/resume-drafts/{id}/versions/{versionId}', [200, 401, 404]],
  ['post', '/api/resume-drafts/{id}/versions/{versionId}/restore', [200, 400, 401, 404, 409]],
  ['get', '/api/resume-drafts/{id}/share', [200, 401, 404]],
  ['post', '/api/resume-drafts/{id}/share', [200, 400, 401, 404]],
];

let testApp: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  testApp = await createTestApp();
  const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  document = response.json<OpenApiDocument>();
});
afterAll(() => testApp.close());

const jsonSchemaOf = (operation: Operation, status: number) =>
  operation.responses[String(status)]?.content?.['application/json']?.schema;

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document of the API alone', () => {
    expect(document.openapi).toBe('3.1.0');
    const paths = Object.keys(document.paths);
    expect(paths.every((path) => path.startsWith('/api/'))).toBe(true);
    expect(paths).not.toContain('/api/openapi.json');
  });

  it.each(SPEC_CALLS)('documents %s %s with its answers', (method, path, statuses) => {
    const operation = document.paths[path]?.[method];
    expect(operation, `${method} ${path}`).toBeDefined();
    const documented = Object.keys(operation?.responses ?? {}).map(Number);
    expect(documented).toEqual(expect.arrayContaining(statuses));
    for (const status of statuses.filter((s) => s >= 400)) {
      const schema = jsonSchemaOf(operation as Operation, status);
      expect(schema?.required, `${method} ${path} ${status}`).toEqual(
        expect.arrayContaining(['success', 'error']),
      );
    }
  });

  it('gives every API route declared answers', () => {
    // A route without a response schema is documented as one bodiless 200 "Default Response".
    const declares = (operation: Operation) =>
      Object.entries(operation.responses).some(
        ([status, response]) => response.content !== undefined || status === '204' || status === '302',
      );
    const undeclared = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !declares(operation))
        .map(([method]) => `${method} ${path}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('describes request bodies and path parameters from the same schemas that validate them', () => {
    const register = document.paths['/api/auth/register']?.post;
    const body = register?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(body?.properties ?? {}).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'password',
    ]);
    const exportCall = document.paths['/api/resume-drafts/{id}/export/{format}']?.get;
    const format = exportCall?.parameters?.find((p) => p.in === 'path' && p.name === 'format');
    expect(format?.schema.enum).toEqual(['pdf', 'docx']);
    const source = exportCall?.parameters?.find((p) => p.in === 'query' && p.name === 'source');
    expect(source?.schema.enum).toEqual(['dashboard', 'builder', 'preview']);
  });

  it('serves no HTML reference outside development', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/reference' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the HTML reference in development', () => {
  it('is served at /api/reference', async () => {
    const dev = await createTestApp({ env: { NODE_ENV: 'development' } });
    try {
      const response = await dev.app.inject({ method: 'GET', url: '/api/reference/' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('swagger');
    } finally {
      await dev.close();
    }
  });
});
