import { randomBytes } from 'node:crypto';
import { MCP_TOOLS } from '../../src/domain/mcp-tools';
import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * "Use Resumable from your AI assistant" (issue 34 item 5): opened from the Personal access tokens card, it
 * lists every MCP tool and gives a desktop assistant's config block that works as it is once the token is put
 * in: the test calls the server with that URL and header.
 */

const PASSWORD = 'Correct-horse-1';

test('opens from account settings with the tools and a config block that works', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = `assistant-${randomBytes(4).toString('hex')}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/account-settings');
  await page.getByRole('link', { name: 'Use Resumable from your AI assistant' }).click();
  await expect(page).toHaveURL(/\/ai-assistant$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Use Resumable from your AI assistant' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Use Resumable from your AI assistant | Resumable');

  const tools = page.getByRole('list', { name: 'MCP tools' }).getByRole('listitem');
  await expect(tools).toHaveCount(MCP_TOOLS.length);
  await expect(tools.locator('code')).toHaveText(MCP_TOOLS.map((tool) => tool.name));
  await expect(tools.filter({ hasText: 'update_resume' })).toContainText('Needs a read and write token');

  const configFigure = page.getByRole('figure', { name: /Desktop assistant configuration/ });
  const configText = (await configFigure.locator('pre').textContent()) ?? '';
  const config = JSON.parse(configText) as {
    mcpServers: { resumable: { type: string; url: string; headers: { Authorization: string } } };
  };
  expect(config.mcpServers.resumable).toEqual({
    type: 'http',
    url: `${baseURL}/mcp`,
    headers: { Authorization: 'Bearer <your token>' },
  });
  await configFigure.getByRole('button', { name: 'Copy Desktop assistant configuration (JSON)' }).click();
  await expect(configFigure.getByRole('button', { name: /^Copied/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(configText);
  await expect(page.getByRole('figure', { name: 'curl' }).locator('pre')).toContainText(
    `curl ${baseURL}/mcp`,
  );

  // The block as a user fills it in: their token in place of the placeholder, then the list of tools.
  const token = await page.request.post('/api/account/tokens', {
    data: { name: 'Claude', scope: 'read', expiresInDays: 30, password: PASSWORD },
  });
  expect(token.status()).toBe(201);
  const { secret } = (await token.json()) as { secret: string };
  const { url, headers } = config.mcpServers.resumable;
  const listed = await page.request.post(url, {
    headers: {
      Authorization: headers.Authorization.replace('<your token>', secret),
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
    },
    data: { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} },
  });
  expect(listed.status()).toBe(200);
  const names = ((await listed.json()).result.tools as { name: string }[]).map((tool) => tool.name);
  expect(names).toEqual(MCP_TOOLS.map((tool) => tool.name));

  expect(await seriousAxeViolations(page)).toEqual([]);
});
