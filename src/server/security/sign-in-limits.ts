import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client';
import { clear, hit, release } from './rate-limit';

/**
 * How many password guesses one account can take, without handing anyone a button that locks its
 * owner out (OWASP ASVS 5.0 V6.1.1, V6.3.1; decision 0008):
 *
 * - from a browser where the account signed in before (it holds a signed device cookie), failures
 *   count for that device alone, so nobody elsewhere can lock it;
 * - from anywhere else, failures count per (account, client address) pair, so one address's
 *   guesses never block another address; and per account across every address, a much higher
 *   ceiling that stops guessing spread over many addresses.
 *
 * Every attempt is counted before the password is checked (one atomic upsert each), so parallel
 * guesses cannot slip past a limit; an attempt that turns out not to be a wrong password is taken
 * back.
 */
export interface SignInLimitSettings {
  /** Failed sign-ins per (account, address) pair, and per device, within `pairWindowMs`. */
  readonly pairMax: number;
  readonly pairWindowMs: number;
  /** Failed sign-ins per account from clients it has never signed in on, within `accountWindowMs`. */
  readonly accountMax: number;
  readonly accountWindowMs: number;
}

export type Refusal = { readonly reason: 'pair' | 'device' | 'account'; readonly retryAfterSeconds: number };

export interface SignInAttempt {
  readonly refused: Refusal | null;
  /** Records how the attempt ended: a wrong password stays counted; anything else is taken back. */
  settle(outcome: 'wrong-password' | 'signed-in' | 'other'): Promise<void>;
}

const seconds = (resetAt: number, now: number) => Math.max(1, Math.ceil((resetAt - now) / 1000));

export async function beginSignIn(
  db: Database,
  settings: SignInLimitSettings,
  attempt: { readonly email: string; readonly address: string; readonly device: string | null },
  now = Date.now(),
): Promise<SignInAttempt> {
  const refuse = (refused: Refusal): SignInAttempt => ({ refused, settle: async () => undefined });

  if (attempt.device) {
    const deviceKey = `signin:device:${attempt.device}`;
    const device = await hit(db, deviceKey, settings.pairMax, settings.pairWindowMs, now);
    if (!device.allowed) return refuse({ reason: 'device', retryAfterSeconds: seconds(device.resetAt, now) });
    return {
      refused: null,
      settle: async (outcome) => {
        if (outcome === 'signed-in') await clear(db, deviceKey);
        else if (outcome === 'other') await release(db, deviceKey);
      },
    };
  }

  const pairKey = `signin:pair:${attempt.email}|${attempt.address}`;
  const accountKey = `signin:account:${attempt.email}`;
  const pair = await hit(db, pairKey, settings.pairMax, settings.pairWindowMs, now);
  if (!pair.allowed) return refuse({ reason: 'pair', retryAfterSeconds: seconds(pair.resetAt, now) });
  const account = await hit(db, accountKey, settings.accountMax, settings.accountWindowMs, now);
  if (!account.allowed) {
    // Refused for the account's sake, not this address's: the pair keeps no mark of it.
    await release(db, pairKey);
    return refuse({ reason: 'account', retryAfterSeconds: seconds(account.resetAt, now) });
  }
  return {
    refused: null,
    settle: async (outcome) => {
      if (outcome === 'wrong-password') return;
      // The owner's success ends this address's count but not the account's: guesses spread over
      // other addresses are still guesses.
      if (outcome === 'signed-in') await clear(db, pairKey);
      else await release(db, pairKey);
      await release(db, accountKey);
    },
  };
}

/**
 * The device cookie (OWASP's "device cookies" against online guessing): `<nonce>.<mac>`, the mac
 * binding the nonce to one e-mail with the auth secret, so it cannot be forged nor reused for
 * another account. It proves only that this browser signed in to that account before.
 */
export const DEVICE_COOKIE = 'cuentas-claras.device';
const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 3600;

const mac = (secret: string, email: string, nonce: string) =>
  createHmac('sha256', secret).update(`device\u0001${email}\u0001${nonce}`).digest('base64url');

export function deviceCookieName(secure: boolean): string {
  return secure ? `__Secure-${DEVICE_COOKIE}` : DEVICE_COOKIE;
}

/** A Set-Cookie value that marks this browser as one the account signed in on. */
export function deviceCookie(secret: string, email: string, secure: boolean): string {
  const nonce = randomBytes(16).toString('base64url');
  const value = `${nonce}.${mac(secret, email, nonce)}`;
  return [
    `${deviceCookieName(secure)}=${value}`,
    'Path=/api/auth',
    `Max-Age=${DEVICE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The device's nonce when the request carries a valid device cookie for `email`; otherwise null. */
export function deviceFor(
  cookieHeader: string | undefined,
  secret: string,
  email: string,
  secure: boolean,
): string | null {
  if (!cookieHeader) return null;
  const name = deviceCookieName(secure);
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const [nonce, given] = part
      .slice(eq + 1)
      .trim()
      .split('.');
    if (!nonce || !given || nonce.length > 64) continue;
    const expected = Buffer.from(mac(secret, email, nonce));
    const received = Buffer.from(given);
    if (expected.length === received.length && timingSafeEqual(expected, received)) return nonce;
  }
  return null;
}
