import { type PGlite, parse, protocol, type Results, type Transaction } from '@electric-sql/pglite';
import { sqlState } from '../errors';

/**
 * Named prepared statements for PGlite's queries with parameters (ADR 0067). PGlite's own `query` sends Parse,
 * Describe, Bind, Describe, Execute and Sync as six calls into PostgreSQL for every query, so each autosave
 * UPDATE was parsed and planned again; here a statement is parsed and described once per text, and each call
 * is one Bind, Execute, Sync. Values are serialised and rows parsed with PGlite's own serialisers and parsers, so
 * the answers are the ones `query` gives.
 */

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

interface Statement {
  name: string;
  paramTypes: number[];
  /** Absent when the statement returns no rows (an UPDATE without RETURNING). */
  rowDescription: BackendMessage | undefined;
}

/** Texts Drizzle builds with placeholders are few; a bound keeps texts with inlined values from piling up. */
const MAX_STATEMENTS = 1000;
/** The statement no longer fits (its table changed under it) or is gone: prepare it again, once. */
const STALE_STATEMENT_CODES = new Set(['0A000', '26000']);

export interface QueryRequest {
  sql: string;
  params: unknown[];
  rowMode: 'array' | 'object' | undefined;
  parsers: Record<number, (value: string, typeId?: number) => unknown>;
}

export class PreparedStatements {
  private readonly statements = new Map<string, Statement>();
  private nextName = 1;

  constructor(private readonly pglite: PGlite) {}

  /**
   * Runs a query with parameters as PGlite's `query` would, on the database (`tx` undefined: waits for any
   * transaction to end, as `query` does) or inside an open transaction.
   */
  run(request: QueryRequest, tx: Transaction | undefined): Promise<Results> {
    if (!this.statements.has(request.sql) && this.statements.size >= MAX_STATEMENTS) {
      const target = tx ?? this.pglite;
      return target.query(request.sql, request.params, this.queryOptions(request));
    }
    const inside = () => this.pglite._runExclusiveQuery(() => this.execute(request, tx !== undefined));
    return tx ? inside() : this.pglite._runExclusiveTransaction(inside);
  }

  private async execute(request: QueryRequest, isInTransaction: boolean, isRetry = false): Promise<Results> {
    const statement = await this.statementFor(request.sql);
    try {
      const values = request.params.map((value, index) => this.serialise(value, statement.paramTypes[index]));
      const { messages } = await this.pglite.execProtocol(
        concat(
          protocol.serialize.bind({ statement: statement.name, values }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ),
        { syncToFs: !isInTransaction },
      );
      const all = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
      const [results] = parse.parseResults(all, this.pglite.parsers, this.queryOptions(request));
      return results ?? { rows: [], fields: [] };
    } catch (error) {
      const code = sqlState(error);
      if (isRetry || !code || !STALE_STATEMENT_CODES.has(code)) throw error;
      this.statements.delete(request.sql);
      return this.execute(request, isInTransaction, true);
    }
  }

  private async statementFor(sql: string): Promise<Statement> {
    const known = this.statements.get(sql);
    if (known) return known;
    const name = `resumable_${this.nextName++}`;
    const { messages } = await this.pglite.execProtocol(
      concat(
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ),
      { syncToFs: false },
    );
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    this.statements.set(sql, statement);
    return statement;
  }

  /** As PGlite's `query` does: the type's serialiser, else the value's text. */
  private serialise(value: unknown, type: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serialiser = type === undefined ? undefined : this.pglite.serializers[type];
    return serialiser ? serialiser(value) : String(value);
  }

  private queryOptions(request: QueryRequest) {
    return { ...(request.rowMode ? { rowMode: request.rowMode } : {}), parsers: request.parsers };
  }
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}
