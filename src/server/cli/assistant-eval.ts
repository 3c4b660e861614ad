import { readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { runBatch } from '../../assistant/batch';
import { formatReport, scoreCases, type EvalCase } from '../../assistant/eval/score';
import { assistantReplySchema, ASSISTANT_ACTIONS, type AssistantReply } from '../../shared/assistant';
import { providerFromEnv } from '../assistant';
import { loadEnv } from '../env';

/**
 * `npm run --silent assistant:eval -- SET.jsonl [--min PERCENT] [--verbose] [--replies FILE]`: the batch
 * over an evaluation set with the configured provider, every case scored with the evaluation's rules
 * (src/assistant/eval/score.ts), failures sorted into wrong bookings, needless questions and others.
 * Exits 1 when the share passed is below --min; --replies also writes the batch output there.
 */
const USAGE =
  'usage: npm run --silent assistant:eval -- SET.jsonl [--min PERCENT] [--verbose] [--replies FILE]';

const expectationSchema = z.object({
  action: z.enum(ASSISTANT_ACTIONS),
  lines: z
    .array(
      z.object({
        section: z.string(),
        category: z.union([z.string(), z.array(z.string())]),
        type: z.string().optional(),
        amount: z.number(),
      }),
    )
    .optional(),
  remove: z.array(z.coerce.string()).optional(),
  figures: z.array(z.number()).optional(),
});
const caseSchema = z.object({ id: z.string(), message: z.string(), expect: expectationSchema });
const replyLineSchema = z.object({ id: z.string(), reply: assistantReplySchema });

interface Args {
  readonly set: string;
  readonly min: number;
  readonly verbose: boolean;
  readonly replies: string | undefined;
}

function parseArgs(argv: readonly string[]): Args | null {
  let set: string | undefined;
  let min = 0;
  let verbose = false;
  let replies: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--verbose') verbose = true;
    else if (a === '--min') {
      min = Number(argv[++i]);
      if (!Number.isFinite(min)) return null;
    } else if (a === '--replies') {
      replies = argv[++i];
      if (!replies) return null;
    } else if (a?.startsWith('--') || set !== undefined) return null;
    else set = a;
  }
  return set ? { set, min, verbose, replies } : null;
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (!args) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const input = readFileSync(args.set, 'utf8');
  const cases: EvalCase[] = input
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line, i) => {
      const parsed = caseSchema.safeParse(JSON.parse(line));
      if (!parsed.success)
        throw new Error(`${args.set}:${i + 1}: not an evaluation case (${parsed.error.issues[0]?.message})`);
      return parsed.data;
    });
  const provider = providerFromEnv(loadEnv(), {
    warn: (msg, fields) => process.stderr.write(`${msg} ${JSON.stringify(fields ?? {})}\n`),
  });
  const output = await runBatch(input, provider);
  if (args.replies) writeFileSync(args.replies, output);
  const replies = new Map<string, AssistantReply>();
  for (const line of output.split('\n').filter(Boolean)) {
    const r = replyLineSchema.parse(JSON.parse(line));
    replies.set(r.id, r.reply);
  }
  const report = scoreCases(cases, replies);
  process.stdout.write(formatReport(report, { verbose: args.verbose }));
  return report.share + 1e-9 < args.min ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
