/** Statements whose packing is remembered; past that the memory starts afresh. */
const STATEMENTS_REMEMBERED = 500;

type RunRows = <T>(sql: string) => Promise<T[]>;

/**
 * Many rows of many columns from SQLite, handed over as one JSON text. The driver builds every row it
 * answers as an object on the main thread, one property at a time (a feed page is 11 rows of 47
 * columns); packed, SQLite writes the rows as one JSON array of objects on the driver's worker thread
 * and the main thread parses it at once. Measured on a feed page: 0.17 ms of the main thread and
 * 0.29 ms of CPU per read unpacked, 0.07 and 0.18 packed (docs/ARCHITECTURE.md, "Home feed").
 *
 * A statement's first run is unpacked and tells its column names; later runs are packed. A statement
 * whose rows cannot be written as JSON (a blob) stays unpacked. Its columns must have names of their
 * own: the driver's row keeps the last of two columns of one name, a packed row would keep the first.
 * A real comes back with the 15 significant digits SQLite writes in JSON (a coordinate given with more
 * is read back rounded there). Each value is named once in the packing statement: naming each twice (to
 * format reals apart) cost a feed request a third more CPU in the bench, probably because SQLite wrote
 * the feed's `EXISTS` columns into the packing statement and ran them twice a row.
 */
export function createPackedReads() {
  /** A statement's packing statement, made once (the same text object each run), or null: not packed. */
  const packedBySql = new Map<string, string | null>();

  const packedSql = (sql: string, columns: readonly string[]) =>
    `SELECT json_group_array(json_object(${columns.map(packedColumnSql).join(', ')})) AS page
     FROM (${sql}) q`;

  function remember(sql: string, packed: string | null) {
    if (packedBySql.size >= STATEMENTS_REMEMBERED) packedBySql.clear();
    packedBySql.set(sql, packed);
  }

  return async function packedRows<T>(run: RunRows, sql: string): Promise<T[]> {
    const packed = packedBySql.get(sql);
    if (packed === undefined || packed === null) {
      const rows = await run<T>(sql);
      if (packed === undefined && rows[0]) {
        const columns = packable(Object.keys(rows[0]));
        remember(sql, columns && packedSql(sql, columns));
      }
      return rows;
    }
    let page: string;
    try {
      [{ page }] = (await run<{ page: string }>(packed)) as [{ page: string }];
    } catch {
      remember(sql, null);
      return run<T>(sql);
    }
    return JSON.parse(page) as T[];
  };
}

/** A column's name and value, for json_object (each value named once: see the note above). */
const packedColumnSql = (column: string) => `'${column}', q."${column}"`;

/** The columns to pack by, or null when a name could not be written in the statement as it is. */
function packable(columns: readonly string[]): readonly string[] | null {
  return columns.every((column) => /^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(column)) ? columns : null;
}
