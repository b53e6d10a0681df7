/**
 * The page of a paged answer (preview rows, dbview rows, where-used references) and its one reader. Each
 * answer's own type says what its total counts.
 */
import { flag, integer, record } from './wire-values.js';

export interface Pagination {
  limit: number;
  offset: number;
  total: number;
  has_more: boolean;
  /** Offset of the next page. */
  next_offset: number;
}

/** The page of an answer (keys already lower case); `fallback` stands for fields a system does not send. */
export function readPagination(value: unknown, fallback: { limit?: number; total?: number } = {}): Pagination {
  const page = record(value);
  return {
    limit: integer(page['limit'], fallback.limit ?? 0),
    offset: integer(page['offset']),
    total: integer(page['total'], fallback.total ?? 0),
    has_more: flag(page['has_more']),
    next_offset: integer(page['next_offset']),
  };
}
