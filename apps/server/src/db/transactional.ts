import type { Database } from './client.ts';

/** A module's queries on the database, and the same queries bound to one transaction. */
export type Transactional<Queries> = Queries & {
  /** Runs `work` in one transaction with the queries bound to it. */
  transaction<T>(work: (tx: Queries) => Promise<T>): Promise<T>;
};

/**
 * A repo from a module's query factory (`create…Queries(db)`, which takes the database or a
 * transaction): the queries on `db`, plus `transaction`.
 */
export function transactional<Queries>(
  db: Database,
  createQueries: (db: Database) => Queries,
): Transactional<Queries> {
  return {
    ...createQueries(db),
    transaction: (work) => db.transaction((tx) => work(createQueries(tx))),
  };
}
