import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One scripted answer of the fake model: a JSON body (as content), raw text, an HTTP error or a stall. */
export type Scripted =
  | { readonly kind: 'content'; readonly content: string }
  | { readonly kind: 'status'; readonly status: number; readonly body?: string }
  | { readonly kind: 'stall'; readonly ms: number }
  | { readonly kind: 'html' };

export interface ReceivedRequest {
  readonly path: string;
  readonly authorization: string | undefined;
  readonly body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean } };
  };
}

/**
 * A real HTTP server on loopback speaking the chat-completions protocol, answering from a script,
 * so the openai provider is tested over the wire rather than with a mocked client.
 */
export async function startFakeChatServer(): Promise<{
  baseURL: string;
  script: Scripted[];
  received: ReceivedRequest[];
  close: () => Promise<void>;
}> {
  const script: Scripted[] = [];
  const received: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(text || '{}') as ReceivedRequest['body'],
      });
      const next = script.shift() ?? {
        kind: 'status',
        status: 500,
        body: '{"error":{"message":"script exhausted"}}',
      };
      switch (next.kind) {
        case 'status':
          res
            .writeHead(next.status, { 'content-type': 'application/json' })
            .end(next.body ?? '{"error":{"message":"boom","type":"server_error"}}');
          return;
        case 'html':
          res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Bad gateway</body></html>');
          return;
        case 'stall':
          setTimeout(
            () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
            next.ms,
          ).unref();
          return;
        case 'content':
          res.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              id: 'chatcmpl-test',
              object: 'chat.completion',
              created: 0,
              model: 'fake',
              choices: [
                { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: next.content } },
              ],
            }),
          );
      }
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    script,
    received,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
