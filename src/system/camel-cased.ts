/**
 * A database row (snake_case columns) as the domain object it stores (camelCase fields): one mapping for the
 * stores whose objects are their rows renamed, so each names only the columns it converts (JSON, flags).
 */

/** `changed_by` → `changedBy`, as a type. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;

export type CamelCased<T> = { [K in keyof T & string as Camel<K>]: T[K] };

function camel(name: string): string {
  return name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** The given columns of a row, in their order, under camelCase names (a name without `_` stays as it is). */
export function camelCased<T extends object, K extends keyof T & string>(row: T, columns: readonly K[]): CamelCased<Pick<T, K>> {
  const result: Record<string, unknown> = {};
  for (const column of columns) result[camel(column)] = row[column];
  return result as CamelCased<Pick<T, K>>;
}
