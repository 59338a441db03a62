import pg from "pg";

/**
 * How PostgreSQL values are read, for the whole process: bigint columns hold epoch milliseconds, well
 * inside Number's exact range, so they are read as numbers (as SQLite gives them).
 */
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number.parseInt(value, 10));
