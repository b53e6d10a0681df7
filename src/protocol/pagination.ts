/**
 * The page of a paged answer (preview rows, dbview rows, where-used references): one schema, and its reader
 * for answers read by hand. Each answer's own schema says what its total counts.
 */
import { readWire, Type, type Static } from './wire-schema.js';
import { field, record } from './wire-values.js';

export const Pagination = Type.Object({
  limit: Type.Integer(),
  offset: Type.Integer(),
  /** What it counts is the answer's own (the largest total_rows of a preview, the references of a where-used). */
  total: Type.Integer(),
  has_more: Type.Boolean(),
  /** Offset of the next page. */
  next_offset: Type.Integer(),
});
export type Pagination = Static<typeof Pagination>;

/** The page of an answer (any spelling); `fallback` stands for fields a system does not send. */
export function readPagination(value: unknown, fallback: { limit?: number; total?: number } = {}): Pagination {
  const page = readWire(Pagination, value);
  const sent = record(value);
  if (fallback.limit !== undefined && field(sent, 'limit') === undefined) page.limit = fallback.limit;
  if (fallback.total !== undefined && field(sent, 'total') === undefined) page.total = fallback.total;
  return page;
}
