import type { Database } from "./client.ts";

/**
 * A query built once per database handle and run as a named prepared statement: the hot reads
 * of every API request skip building their SQL in Drizzle and PostgreSQL's parse step on each
 * call (about half their CPU cost, bench/load.ts). Only for queries whose selected columns are
 * listed, so a later migration cannot change their result shape.
 */
export function preparedPerDatabase<T>(prepare: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = prepare(db);
      prepared.set(db, query);
    }
    return query;
  };
}
