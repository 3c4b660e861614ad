import { z } from 'zod';

/**
 * The one place that reads process.env. Everything else receives a validated `Env`, which keeps
 * configuration testable (tests build one with `parseEnv({...})`) and errors readable at start-up.
 */
const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public URL of the app; cookies become Secure (with the __Secure- prefix) when it is https. */
  BASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().min(1).optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET debe tener al menos 32 caracteres').optional(),
  TRUST_PROXY: bool.default(false),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().default('Cuentas Claras <no-reply@cuentasclaras.local>'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Sign-in, sign-up and other auth POSTs allowed per client address and window. */
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_AUTH_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /**
   * Failed sign-ins allowed per (account, client address) pair, and per browser the account signed in
   * on, within the window; other addresses and browsers are not affected (decision 0008).
   */
  RATE_LIMIT_ACCOUNT_MAX: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_ACCOUNT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /** Failed sign-ins per account from all addresses together (guessing spread over many addresses). */
  RATE_LIMIT_ACCOUNT_CEILING: z.coerce.number().int().positive().default(100),
  RATE_LIMIT_ACCOUNT_CEILING_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  /** A session idle this long expires; each use within it slides it forward. */
  SESSION_MAX_IDLE_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  SESSION_UPDATE_AGE_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 3600),
  /** `local` (offline), `openai` (a chat-completions model) or `hybrid` (the model only for what `local` cannot read). */
  ASSISTANT_PROVIDER: z
    .enum(['local', 'openai', 'hybrid'], { error: 'debe ser local, openai o hybrid' })
    .default('local'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  ASSISTANT_MAX_CALLS: z.coerce.number().int().positive().default(60),
  ASSISTANT_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  ASSISTANT_MAX_MESSAGE_CHARS: z.coerce.number().int().positive().default(2000),
});

export type Env = z.infer<typeof envSchema> & { readonly BASE_URL: string };

/** Validates a raw environment; throws an Error listing every invalid variable in Spanish. */
export function parseEnv(raw: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.ASSISTANT_PROVIDER !== 'local' && !env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) {
    throw new Error(
      `Configuración inválida:\n- OPENAI_API_KEY: requerido con ASSISTANT_PROVIDER=${env.ASSISTANT_PROVIDER} (o define OPENAI_BASE_URL para un servidor local)`,
    );
  }
  return { ...env, BASE_URL: env.BASE_URL ?? `http://localhost:${env.PORT}` };
}

export function loadEnv(): Env {
  return parseEnv(process.env);
}

/** Test-only settings, read here too so no other file touches process.env. */
export function testSettings(): {
  databaseUrl: string | undefined;
  ci: boolean;
  /** Fuzzed requests per database in src/server/bad-input.integration.test.ts, and its seed. */
  fuzzRuns: number | undefined;
  fuzzSeed: number | undefined;
  /** What a server process started by a test inherits (src/server/test/process.ts). */
  childBase: { PATH: string; HOME: string };
} {
  const number = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
  return {
    databaseUrl: process.env.TEST_DATABASE_URL || undefined,
    ci: process.env.CI === 'true',
    fuzzRuns: number(process.env.FUZZ_RUNS),
    fuzzSeed: number(process.env.FUZZ_SEED),
    childBase: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
  };
}
