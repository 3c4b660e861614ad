/** The baseline: a bare node:http server answering a small JSON body, measured in the same run. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const body = JSON.stringify({ ok: true });
const server = createServer((_req, res) => {
  res
    .writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) })
    .end(body);
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(JSON.stringify({ url: `http://127.0.0.1:${port}` }) + '\n');
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
