import { runBatch } from '../../assistant/batch';
import { providerFromEnv } from '../assistant';
import { loadEnv } from '../env';

/**
 * `npm run --silent assistant:batch`: the evaluation contract (cases on stdin, replies on stdout)
 * for whichever provider the environment configures.
 */
async function main(): Promise<void> {
  // stdout is the contract; the hybrid provider's fallbacks to the local reply are told on stderr.
  const provider = providerFromEnv(loadEnv(), {
    warn: (msg, fields) => process.stderr.write(`${msg} ${JSON.stringify(fields ?? {})}\n`),
  });
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Uint8Array));
  process.stdout.write(await runBatch(Buffer.concat(chunks).toString('utf8'), provider));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
