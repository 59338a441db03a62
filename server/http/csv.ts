import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import { stripInvisibleFormat } from "#schemas/lead";

// Spreadsheets run a cell that starts with one of these as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A formula character after a separator: a spreadsheet opened in a locale that splits on `;` (or told to
 * split on tabs or `|`) starts a new cell there, so `a;=1+1` would hold a formula in its second cell.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t|]\s*)([=+\-@])/g;

/**
 * A cell a spreadsheet shows as text: a leading formula character, and one after any separator, gets a
 * single quote before it; invisible bidirectional and zero-width characters are dropped.
 */
export function neutraliseCell(value: string): string {
  const cleaned = stripInvisibleFormat(value).replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  return FORMULA_START.test(cleaned) ? `'${cleaned}` : cleaned;
}

/**
 * RFC 4180 with every field quoted (quotes doubled): no reader, whatever separator its locale expects,
 * splits a field or takes its content for anything but text.
 */
export function quoteCsvField(value: string): string {
  return `"${value.replaceAll('"', '""')}"`;
}

export function csvRow(cells: ReadonlyArray<string | number | null | undefined>): string {
  return `${cells.map((cell) => quoteCsvField(cell === null || cell === undefined ? "" : neutraliseCell(String(cell)))).join(",")}\r\n`;
}

/** Excel reads a UTF-8 file as UTF-8 only when it starts with a byte-order mark. */
export const CSV_BOM = "\uFEFF";

/**
 * A CSV file as a stream: the header, then each page of rows as it is read, so memory stays flat however
 * many rows match. `finish` learns how many rows were written and whether the file was completed.
 */
export function csvStream<R>(
  header: ReadonlyArray<string>,
  pages: AsyncIterable<R[]>,
  toRow: (row: R) => string,
  finish: (rows: number, complete: boolean) => Promise<void>,
): Readable {
  async function* csv() {
    let rows = 0;
    let complete = false;
    try {
      yield CSV_BOM + csvRow(header);
      for await (const page of pages) {
        rows += page.length;
        yield page.map(toRow).join("");
      }
      complete = true;
    } finally {
      await finish(rows, complete);
    }
  }
  return Readable.from(csv(), { objectMode: true, highWaterMark: 1 });
}

/** Sends a CSV stream as a download named after what it holds and the day it was made, e.g. `leads-2026-11-26.csv`. */
export function sendCsv(reply: FastifyReply, name: string, at: number, stream: Readable) {
  const date = new Date(at).toISOString().slice(0, 10);
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}-${date}.csv"`)
    .header("x-content-type-options", "nosniff")
    .send(stream);
}
