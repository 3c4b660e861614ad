import { savedReportSchema, type CreateReportInput, type SavedReport } from '@/shared/reports';
import { ApiError, apiRequest } from '@/web/lib/api-client';

/**
 * The key of each create not yet known to have been stored, by its body: sending the same report again
 * after a cut connection or a server error reuses it, so the server answers with the report it may
 * already have created instead of making a second one.
 */
const pending = new Map<string, string>();

/** 128 random bits; crypto.randomUUID exists only on https or localhost, getRandomValues everywhere. */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

export async function createReport(input: CreateReportInput): Promise<SavedReport> {
  const body = JSON.stringify(input);
  const key = pending.get(body) ?? newKey();
  pending.set(body, key);
  try {
    const saved = savedReportSchema.parse(
      await apiRequest<unknown>('/api/reports', {
        method: 'POST',
        body: input,
        headers: { 'idempotency-key': key },
      }),
    );
    pending.delete(body);
    return saved;
  } catch (error) {
    // A refusal (4xx) stored nothing: the next attempt is a new create. A lost answer or a server
    // error may have stored it: the next attempt carries the same key.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) pending.delete(body);
    throw error;
  }
}
