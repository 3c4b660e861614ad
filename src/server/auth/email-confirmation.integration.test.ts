import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dialects, type TestDatabase } from '../test/database';
import { freePort, startTestServer, type TestServer } from '../test/server';

interface Received {
  readonly to: string[];
  readonly raw: string;
}

/** A real SMTP peer on loopback that keeps every message it receives. */
async function startSmtp(): Promise<{ url: string; inbox: Received[]; close: () => Promise<void> }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, inbox, close: () => new Promise((r) => server.close(() => r())) };
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function waitFor<T>(read: () => T | undefined, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(dialects())('confirmación por correo sobre %s', (dialect) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    smtp = await startSmtp();
    server = await startTestServer(database, { SMTP_URL: smtp.url, RATE_LIMIT_AUTH_MAX: '1000' });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
    await database.dispose();
  });

  it('envía el correo al registrarse, exige confirmar y el enlace activa la cuenta', async () => {
    const c = server.client();
    expect((await c.request('/api/config')).body).toEqual({ emailConfirmation: true });
    const address = `confirma-${Date.now()}@empresa.test`;
    expect((await c.signUp(address, 'Cuadre-Perfecto-2026')).status).toBe(200);

    const mail = await waitFor(() => smtp.inbox.find((m) => m.to.includes(address)));
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain('Confirma tu cuenta de Cuentas Claras');
    const link = body.match(/https?:\/\/[^\s"<>]+verify-email\?token=[^\s"<>]+/)?.[0];
    if (!link) throw new Error('the e-mail has no confirmation link');

    const early = await c.signIn(address, 'Cuadre-Perfecto-2026');
    expect(early.status).toBe(403);
    expect(early.body.message).toBe(
      'Debes confirmar tu correo electrónico antes de iniciar sesión. Revisa tu bandeja de entrada.',
    );

    const url = new URL(link);
    const confirm = await c.request(url.pathname + url.search);
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe('/auth?confirmado=1');

    const signedIn = await c.signIn(address, 'Cuadre-Perfecto-2026');
    expect(signedIn.status).toBe(200);
    expect((await c.session()).body?.user.email).toBe(address);
  });
});
