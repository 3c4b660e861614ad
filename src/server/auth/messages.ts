/**
 * better-auth answers with English messages and stable codes; users only ever see Spanish, so the
 * server rewrites the message by code before the response leaves.
 */
const BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Correo o contraseña incorrectos.',
  INVALID_PASSWORD: 'Contraseña incorrecta.',
  INVALID_EMAIL: 'El correo electrónico no es válido.',
  USER_NOT_FOUND: 'Correo o contraseña incorrectos.',
  USER_ALREADY_EXISTS: 'Ya existe una cuenta con ese correo electrónico.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Ya existe una cuenta con ese correo electrónico.',
  EMAIL_NOT_VERIFIED:
    'Debes confirmar tu correo electrónico antes de iniciar sesión. Revisa tu bandeja de entrada.',
  PASSWORD_TOO_SHORT: 'La contraseña debe tener al menos 8 caracteres.',
  PASSWORD_TOO_LONG: 'La contraseña no puede tener más de 128 caracteres.',
  INVALID_TOKEN: 'El enlace no es válido.',
  TOKEN_EXPIRED: 'El enlace ha caducado. Solicita uno nuevo.',
  SESSION_EXPIRED: 'Tu sesión ha caducado. Inicia sesión de nuevo.',
  FAILED_TO_CREATE_USER: 'No se pudo crear la cuenta. Inténtalo de nuevo.',
  FAILED_TO_CREATE_SESSION: 'No se pudo iniciar la sesión. Inténtalo de nuevo.',
  FAILED_TO_GET_SESSION: 'No se pudo leer la sesión.',
  INVALID_ORIGIN: 'Origen no permitido.',
  MISSING_OR_NULL_ORIGIN: 'Origen no permitido.',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'Origen no permitido.',
  VALIDATION_ERROR: 'Datos inválidos. Revisa el correo y la contraseña.',
  MISSING_FIELD: 'Completa el correo electrónico y la contraseña.',
  BODY_MUST_BE_AN_OBJECT: 'Solicitud inválida.',
  EMAIL_ALREADY_VERIFIED: 'Tu correo electrónico ya está confirmado.',
};

export const TOO_MANY_ATTEMPTS = 'Demasiados intentos. Espera un momento e inténtalo de nuevo.';
/** Guessing spread over many addresses: the owner still gets in from a browser used before. */
export const TOO_MANY_ON_ACCOUNT =
  'Demasiados intentos fallidos en esta cuenta. Espera un rato o inicia sesión desde un navegador donde ya la hayas usado.';
export const GENERIC_AUTH_ERROR = 'No se pudo completar la operación. Inténtalo de nuevo.';
export const FORBIDDEN_ORIGIN = 'Origen no permitido.';

export function spanishAuthMessage(code: string | undefined, status: number): string {
  if (code && BY_CODE[code]) return BY_CODE[code];
  if (status === 429) return TOO_MANY_ATTEMPTS;
  if (status === 403) return FORBIDDEN_ORIGIN;
  return GENERIC_AUTH_ERROR;
}
