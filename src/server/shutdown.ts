import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

export interface DrainOptions {
  /**
   * How long a keep-alive connection with nothing in flight is left open after stopping starts,
   * in case its client is about to send on it; a request that arrives is answered (with
   * `Connection: close`).
   */
  readonly idleGraceMs: number;
  /** After this, whatever is still running is cut. */
  readonly deadlineMs: number;
}

export interface DrainResult {
  /** Requests still in flight at the deadline, cut without an answer. */
  readonly cut: number;
  readonly ms: number;
}

export interface Drainer {
  /** Stops taking connections, answers what arrives on open ones, and resolves once all are closed. */
  drain(options: DrainOptions): Promise<DrainResult>;
}

interface Connection {
  active: number;
  idleSince: number;
}

/**
 * A stop that cuts no request. `http.Server.close()` is not one: since Node 19 it also destroys every
 * keep-alive connection idle at that instant, and a client may be writing its next request on one
 * right then; the connections still busy would stay in keep-alive and take requests until forced
 * shut. Here: stop listening, answer every request from then on with `Connection: close` (so the
 * client opens a new connection next time, which is refused before anything is sent), close a
 * connection only after it has sat idle for `idleGraceMs`, and wait for the rest.
 */
export function drainer(server: HttpServer): Drainer {
  const connections = new Map<Socket, Connection>();
  let stopping = false;

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { active: 0, idleSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  // First in line, so the header is set before any handler can start the response.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const connection = connections.get(req.socket);
    if (connection) connection.active += 1;
    if (stopping) res.setHeader('Connection', 'close');
    res.once('close', () => {
      if (!connection) return;
      connection.active -= 1;
      connection.idleSince = Date.now();
    });
  });

  return {
    drain: ({ idleGraceMs, deadlineMs }) => {
      stopping = true;
      const started = Date.now();
      NetServer.prototype.close.call(server);
      return new Promise((resolve) => {
        const check = () => {
          const now = Date.now();
          for (const [socket, connection] of connections)
            if (connection.active === 0 && now - Math.max(connection.idleSince, started) >= idleGraceMs)
              socket.destroy();
          const remaining = [...connections];
          if (remaining.length === 0) return resolve({ cut: 0, ms: now - started });
          if (now - started >= deadlineMs) {
            const cut = remaining.reduce((sum, [, connection]) => sum + connection.active, 0);
            for (const [socket] of remaining) socket.destroy();
            return resolve({ cut, ms: now - started });
          }
          setTimeout(check, 20);
        };
        check();
      });
    },
  };
}
