import { z } from 'zod';
import { storableText } from './text';

/** RFC 5321's longest address. */
export const MAX_EMAIL_CHARS = 254;
export const PASSWORD_MIN_CHARS = 8;
export const PASSWORD_MAX_CHARS = 128;
/** The browser sends the e-mail as the name (the product asks for no other), so it fits one. */
export const MAX_NAME_CHARS = MAX_EMAIL_CHARS;
export const MAX_CALLBACK_URL_CHARS = 2048;

/** The sign-in / sign-up form, validated the same way in the browser before the server checks it again. */
export const credentialsSchema = z.object({
  email: storableText('El correo electrónico')
    .trim()
    .min(1, 'Ingresa tu correo electrónico.')
    .max(MAX_EMAIL_CHARS, `El correo electrónico no puede superar ${MAX_EMAIL_CHARS} caracteres.`)
    .pipe(z.email('El correo electrónico no es válido.')),
  password: storableText('La contraseña')
    .min(1, 'Ingresa tu contraseña.')
    .max(PASSWORD_MAX_CHARS, `La contraseña no puede tener más de ${PASSWORD_MAX_CHARS} caracteres.`),
});
export type Credentials = z.infer<typeof credentialsSchema>;

const SITE = 'http://cuentas-claras.invalid';

/**
 * A path of this site in printable ASCII: what a redirect can carry in its Location header as it is,
 * and what no URL parser reads as another host ('//otro', '/\\otro', a tab inside '/\t/otro').
 */
function isSitePath(u: string): boolean {
  if (!/^\/[\x21-\x7e]*$/.test(u) || u.startsWith('//') || u.startsWith('/\\')) return false;
  try {
    return new URL(u, SITE).origin === SITE;
  } catch {
    return false;
  }
}

/** Where a confirmation or sign-in leads back to: a path of this site, never another one. */
export const callbackUrlSchema = storableText('La dirección de retorno')
  .max(MAX_CALLBACK_URL_CHARS, 'La dirección de retorno es demasiado larga.')
  .refine(isSitePath, 'La dirección de retorno no es válida.');

/**
 * POST /api/auth/sign-in/email and /sign-up/email as the server accepts them: only these fields reach
 * better-auth (anything else, such as `image`, is dropped), each bounded, so nothing outsized is stored
 * or sent back with every session.
 */
export const signInBodySchema = credentialsSchema.extend({
  rememberMe: z.boolean({ error: 'rememberMe debe ser verdadero o falso.' }).optional(),
  callbackURL: callbackUrlSchema.optional(),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const signUpBodySchema = credentialsSchema.extend({
  name: storableText('El nombre')
    .trim()
    .min(1, 'Ingresa tu nombre.')
    .max(MAX_NAME_CHARS, `El nombre no puede superar ${MAX_NAME_CHARS} caracteres.`),
  callbackURL: callbackUrlSchema.optional(),
  rememberMe: z.boolean({ error: 'rememberMe debe ser verdadero o falso.' }).optional(),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/** What GET /api/auth/get-session answers (null without a session). */
export const sessionSchema = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      name: z.string().optional(),
      emailVerified: z.boolean().optional(),
    }),
    session: z.object({ id: z.string(), expiresAt: z.string() }),
  })
  .nullable();
export type Session = z.infer<typeof sessionSchema>;

export const appConfigSchema = z.object({ emailConfirmation: z.boolean() });
export type AppConfig = z.infer<typeof appConfigSchema>;
