import type { Database } from './connection';

/**
 * Prepared statements, made once per database handle and reused: a query the server runs on every request
 * (autosave) is built and planned once, not each time. `build` prepares the statements on the handle it is
 * given; tests open many databases in one process, so they are kept per handle, and forgotten with it.
 */
export function preparedPerDatabase<Statements>(
  build: (db: Database) => Statements,
): (db: Database) => Statements {
  const byDatabase = new WeakMap<Database, Statements>();
  return (db) => {
    let statements = byDatabase.get(db);
    if (!statements) {
      statements = build(db);
      byDatabase.set(db, statements);
    }
    return statements;
  };
}
