/**
 * The one way the web app talks to the server: same-origin JSON with the session cookie. Errors
 * become an ApiError carrying the server's Spanish message, so screens can show it as is.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const NETWORK_MESSAGE = 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.';

export async function apiRequest<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers:
        init.body !== undefined || init.headers
          ? { ...init.headers, ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}) }
          : undefined,
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      signal: init.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
  }
  const data = parseJson(await response.text());
  if (!response.ok) throw errorOf(response.status, data);
  return data as T;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function errorOf(status: number, data: unknown): ApiError {
  const body = (data ?? {}) as { code?: unknown; message?: unknown };
  return new ApiError(
    status,
    typeof body.code === 'string' ? body.code : 'ERROR',
    typeof body.message === 'string' && body.message
      ? body.message
      : 'Ocurrió un error inesperado. Inténtalo de nuevo.',
  );
}

/** A file the server generated, with the name it asked the browser to save it under. */
export interface DownloadedFile {
  readonly blob: Blob;
  readonly filename: string;
}

/**
 * GET a generated file (PDF, workbook, journal) with the session cookie. A failure carries the
 * server's JSON message like any other call; the name comes from Content-Disposition, else `fallbackName`.
 */
export async function apiDownload(
  path: string,
  fallbackName: string,
  init: { signal?: AbortSignal } = {},
): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'GET', credentials: 'same-origin', signal: init.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
  }
  if (!response.ok) throw errorOf(response.status, parseJson(await response.text()));
  const blob = await response.blob();
  return {
    blob,
    filename: filenameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName,
  };
}

/**
 * The file name of a Content-Disposition header. The RFC 5987 `filename*` wins because it is the
 * only form that carries accents (a company called 'Panadería Núñez') intact.
 */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return sanitizeName(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, '')));
    } catch {
      // A malformed escape: the plain filename below is still worth trying.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name ? sanitizeName(name) : null;
}

// A header is the server's word, but a path separator in it must never reach the save dialog.
function sanitizeName(name: string): string | null {
  const clean = name.replace(/[/\\]/g, '_').trim();
  return clean || null;
}
