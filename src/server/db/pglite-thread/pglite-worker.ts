import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { PreparedStatements } from './prepared-statements';
import { flattenError, type PGliteThreadSource, type ThreadRequest, type ThreadResponse } from './protocol';

/**
 * The embedded database's own thread (ADR 0067): PGlite runs PostgreSQL synchronously in WebAssembly, so on
 * the server's thread every query stopped HTTP parsing, validation and answers for its whole length. Here it
 * owns the data directory and answers the server's requests in the order they come.
 */

interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean) => void;
  done: Promise<unknown>;
}

/** Thrown inside PGlite's transaction callback to make it roll back. */
const ROLLBACK = Symbol('rollback');

const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');
const source = workerData as PGliteThreadSource;
// A data directory on disk, or an in-memory copy of a dumped one (the tests' migrated template).
const pglite = source.dataDir
  ? new PGlite(source.dataDir)
  : new PGlite({ loadDataDir: new Blob([new Uint8Array(source.template ?? [])]) });
const statements = new PreparedStatements(pglite);
const transactions = new Map<number, OpenTransaction>();
let nextTxId = 1;

const post = (message: ThreadResponse) => port.postMessage(message);

pglite.waitReady.then(
  () => post({ ready: true }),
  (error: unknown) => post({ fatal: flattenError(error) }),
);

port.on('message', (request: ThreadRequest) => {
  run(request).then(
    (result) => post({ id: request.id, result }),
    (error: unknown) => post({ id: request.id, error: flattenError(error) }),
  );
});

async function run(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const tx = request.txId === undefined ? undefined : transactionOf(request.txId).tx;
      // Text as PostgreSQL sends it for the types the caller parses with its own functions.
      const parsers = textParsersFor(request.rawTypes);
      if (request.params.length > 0) return statements.run({ ...request, parsers }, tx);
      return (tx ?? pglite).query(request.sql, request.params, {
        ...(request.rowMode ? { rowMode: request.rowMode } : {}),
        parsers,
      });
    }
    case 'exec': {
      const target = request.txId === undefined ? pglite : transactionOf(request.txId).tx;
      return target.exec(request.sql);
    }
    case 'begin':
      return begin();
    case 'end': {
      const open = transactionOf(request.txId);
      transactions.delete(request.txId);
      open.finish(request.commit);
      await open.done;
      return null;
    }
    case 'close':
      await pglite.close();
      return null;
  }
}

const asText = (value: string) => value;
const textParsers = new Map<string, Record<number, typeof asText>>();

/** PGlite parsers that keep these types as PostgreSQL's text; made once per set (a query sends the same set). */
function textParsersFor(typeIds: number[]): Record<number, typeof asText> {
  const key = typeIds.join(',');
  let parsers = textParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(typeIds.map((type) => [type, asText]));
    textParsers.set(key, parsers);
  }
  return parsers;
}

function transactionOf(txId: number): OpenTransaction {
  const open = transactions.get(txId);
  if (!open) throw new Error(`no open transaction ${txId}`);
  return open;
}

/** Opens a PGlite transaction held until the server's `end`: PGlite's own lock keeps other queries out. */
function begin(): Promise<number> {
  const txId = nextTxId++;
  return new Promise<number>((begun, failed) => {
    let finish: (commit: boolean) => void = () => {};
    const decided = new Promise<boolean>((resolve) => {
      finish = resolve;
    });
    let entered: (tx: Transaction) => void = () => {};
    const inside = new Promise<Transaction>((resolve) => {
      entered = resolve;
    });
    const done = pglite
      .transaction(async (tx) => {
        entered(tx);
        if (!(await decided)) throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
    done.catch(failed);
    inside.then((tx) => {
      transactions.set(txId, { tx, finish, done });
      begun(txId);
    });
  });
}
