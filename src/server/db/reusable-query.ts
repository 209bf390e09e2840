import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './tables.js';

/** Marks the place of an argument's value while its query is compiled once. */
const MARK = '\u0000reusable-query-value:';

/** The values of a query's arguments, in order: through arrays and plain objects to their leaves. */
function leaves(value: unknown, into: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const item of value) leaves(item, into);
  else if (isPlainObject(value)) for (const item of Object.values(value)) leaves(item, into);
  else into.push(value);
  return into;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * What decides a query's text beside its values: how long each array is, which keys an object has,
 * which values are missing (an insert leaves an undefined column out) or null.
 */
function shapeOf(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(shapeOf).join(',')}]`;
  if (isPlainObject(value)) {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${shapeOf(item)}`)
      .join(',')}}`;
  }
  if (value === undefined) return 'u';
  return value === null ? 'n' : 'v';
}

/** The arguments with each leaf replaced by its mark (undefined and null left as they are). */
function marked(value: unknown, next: { index: number }): unknown {
  if (Array.isArray(value)) return value.map((item) => marked(item, next));
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, marked(item, next)]),
    );
  }
  const index = next.index;
  next.index += 1;
  return value === undefined || value === null ? value : `${MARK}${index}`;
}

interface Compiled {
  query: CompiledQuery['query'];
  sql: string;
  /** Each parameter: the index of the argument leaf it takes, or a value the query fixed. */
  slots: ({ leaf: number } | { fixed: unknown })[];
}

function compileWithMarks(query: Compilable<unknown>): Compiled {
  const { sql, parameters, query: node } = query.compile();
  if (sql.includes(MARK)) {
    throw new Error('a reusable query wrote one of its values into its text');
  }
  const slots = parameters.map((parameter) =>
    typeof parameter === 'string' && parameter.startsWith(MARK)
      ? { leaf: Number(parameter.slice(MARK.length)) }
      : { fixed: parameter },
  );
  return { query: node, sql, slots };
}

/**
 * A Kysely query built and compiled once for each shape of its arguments, then run with the
 * values of each call. Building and compiling a query through Kysely's immutable builders cost
 * more than SQLite running it: 120 µs of a repeat check that SQLite answers in 5, 150 µs of the
 * rotation's pick (bench/README.md, eighteenth session). For the statements every enquiry runs.
 *
 * `build` gets its arguments with every value replaced by a mark, so it must pass them to the
 * builder as values (never into `sql.raw`, a column name or a `lit`); a query whose text holds a
 * mark is refused when it is first compiled. Arguments of another shape (an array of another
 * length, an object with other keys, a null where a value was) are compiled again.
 */
export function reusableQuery<Args extends unknown[], Row>(
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
): (db: Kysely<Database>, ...args: Args) => Promise<Row[]> {
  // Per dialect (its adapter, shared by a database's handle and its transactions): one process
  // may hold an SQLite and a PostgreSQL handle, whose texts differ (`?` against `$1`).
  const byDialect = new WeakMap<object, Map<string, Compiled>>();
  return async (db, ...args) => {
    const adapter = db.getExecutor().adapter;
    let compiled = byDialect.get(adapter);
    if (!compiled) {
      compiled = new Map();
      byDialect.set(adapter, compiled);
    }
    const shape = shapeOf(args);
    let entry = compiled.get(shape);
    if (!entry) {
      const query = build(db, ...(marked(args, { index: 0 }) as Args));
      entry = compileWithMarks(query as Compilable<unknown>);
      compiled.set(shape, entry);
    }
    const values = leaves(args);
    const parameters = entry.slots.map((slot) => ('leaf' in slot ? values[slot.leaf] : slot.fixed));
    const run: CompiledQuery<Row> = {
      query: entry.query,
      queryId: createQueryId(),
      sql: entry.sql,
      parameters,
    };
    return (await db.executeQuery(run)).rows;
  };
}
