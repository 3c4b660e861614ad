import { z } from 'zod';

/** The sign-in / sign-up form, validated the same way in the browser before the server checks it again. */
export const credentialsSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Ingresa tu correo electrónico.')
    .pipe(z.email('El correo electrónico no es válido.')),
  password: z.string().min(1, 'Ingresa tu contraseña.'),
});
export type Credentials = z.infer<typeof credentialsSchema>;

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
