import type { MiddlewareHandler } from 'hono';
import { MAX_TRANSACTION_ID_CHARS } from '../../shared/lines';
import { isStorableText } from '../../shared/text';
import { ReportNotFoundError } from '../reports/repository';

/**
 * A report id in the path that no stored report could have (a NUL, broken Unicode, a kilobyte of
 * text) is answered as an unknown id, the same 404, before any query: PostgreSQL would refuse the NUL
 * with an error instead of finding nothing.
 */
export const reportIdInPath: MiddlewareHandler = async (c, next) => {
  const id = c.req.param('id');
  if (id !== undefined && (id.length > MAX_TRANSACTION_ID_CHARS || !isStorableText(id)))
    throw new ReportNotFoundError();
  return next();
};
