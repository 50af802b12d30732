import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test-only: a local stand-in for api.stripe.com that records what the real SDK sends and answers canned objects. */

export interface StubRequest {
  method: string;
  path: string;
  /** The SDK's form encoding, flat: 'line_items[0][price_data][unit_amount]' -> '2788'. */
  form: Record<string, string>;
  headers: IncomingMessage['headers'];
}

export interface StripeStub {
  url: string;
  requests: StubRequest[];
  /** Makes the next answers fail with this status, as Stripe does when it is down or refuses. */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

export async function startStripeStub(periodEnd: number): Promise<StripeStub> {
  const requests: StubRequest[] = [];
  let failure: number | null = null;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const path = request.url ?? '';
      requests.push({ method: request.method ?? '', path, form, headers: request.headers });
      response.setHeader('content-type', 'application/json');
      if (failure !== null) {
        response.statusCode = failure;
        response.end(JSON.stringify({ error: { type: 'api_error', message: 'Stub failure' } }));
        return;
      }
      if (path === '/v1/checkout/sessions') {
        const id = `cs_test_${requests.length}`;
        response.end(
          JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/${id}` }),
        );
        return;
      }
      const subscription = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(path);
      if (subscription) {
        response.end(
          JSON.stringify({
            id: subscription[1],
            object: 'subscription',
            cancel_at_period_end: true,
            cancel_at: periodEnd,
            items: { object: 'list', data: [{ id: 'si_1', current_period_end: periodEnd }] },
          }),
        );
        return;
      }
      response.statusCode = 404;
      response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such path' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failWith: (status) => {
      failure = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
