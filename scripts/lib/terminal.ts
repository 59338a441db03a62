// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029]/g;

/**
 * Text as a terminal may show it: control characters (escape sequences that clear the screen, move the
 * cursor or retitle the window, carriage returns that overwrite a line) written as escapes, `\u001b`.
 * Line breaks and tabs between lines stay; what a file or the database holds is never interpreted.
 */
export function printable(text: string): string {
  return text.replace(CONTROL, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
