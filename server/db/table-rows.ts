import { getTableColumns, getTableName, sql, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * A table's rows read from a statement written with `sql` (a CTE or a subquery named as the table),
 * decoded as Drizzle's own select would decode them. The column list and the decoders are worked
 * out once per table: Drizzle's query builder works them out again for every statement and row,
 * which was half of the directory's own time (decision 079).
 */
export function tableRows<T extends Table>(table: T) {
  const columns = Object.entries(getTableColumns(table));
  const name = getTableName(table);
  return {
    /** `"table"."column", …` in the table's order. */
    selectList: sql.raw(columns.map(([, column]) => `"${name}"."${column.name}"`).join(', ')),
    /** One result row (as `db.execute` returns it) as the table's row type. */
    read(raw: Record<string, unknown>): InferSelectModel<T> {
      const row: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        const value = raw[column.name];
        row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return row as InferSelectModel<T>;
    },
  };
}
