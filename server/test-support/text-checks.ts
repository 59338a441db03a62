import { expect } from "vitest";

/** What stored text must never contain, for the fuzz tests of the lead and application intakes. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
export const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
export const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\r]/;
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Bidi controls and marks, zero-width space, word joiner and invisible operators, the byte-order mark. */
export const INVISIBLE_FORMAT =
  /[\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

/** One stored line of text: no control characters, lone surrogates or invisible format marks; trimmed. */
export function expectCleanLine(text: string, label: string) {
  expect(text, label).not.toMatch(SINGLE_LINE_FORBIDDEN);
  expect(text, label).not.toMatch(LONE_SURROGATE);
  expect(text, label).not.toMatch(INVISIBLE_FORMAT);
  expect(text.trim(), label).toBe(text);
}

/** Stored multi-line text: line feeds only, no other control characters or lone surrogates. */
export function expectCleanText(text: string, label: string) {
  expect(text, label).not.toMatch(MULTI_LINE_FORBIDDEN);
  expect(text, label).not.toMatch(LONE_SURROGATE);
}
