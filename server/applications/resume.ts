import { fileTypeFromBuffer } from "file-type";
import { APPLICATION_LIMITS, RESUME_TYPES, type ResumeType } from "#schemas/application";
import { cleanSingleLine, truncateCharacters } from "#schemas/lead";

/**
 * The résumé's type, by its content only: file-type's reading of the magic bytes (a PDF, a DOCX as an
 * Office Open XML zip), and for an OLE compound file (what file-type calls `cfb`) a Word document only when
 * its directory names a `WordDocument` stream. The file's name and declared type never decide.
 */
export async function resumeTypeOf(bytes: Buffer): Promise<ResumeType | null> {
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (detected?.ext === "pdf") return "pdf";
  if (detected?.ext === "docx") return "docx";
  if (detected?.ext === "cfb") return isWordCompoundFile(bytes) ? "doc" : null;
  return null;
}

/** "WordDocument" as a compound file's directory stores stream names: UTF-16LE. */
const WORD_STREAM_NAME = Buffer.from("WordDocument", "utf16le");
const DIRECTORY_ENTRY_BYTES = 128;
const STREAM_OBJECT = 2;

/**
 * An OLE compound file (MS-CFB) is a Word 97–2003 document when one of its directory entries is the
 * `WordDocument` stream. Directory entries are 128 bytes long and every sector (512 or 4096 bytes) starts
 * on a multiple of 128, so each aligned slot past the header is looked at: the UTF-16LE name, its length
 * in bytes with the terminator (26), and the entry type (2, a stream).
 */
export function isWordCompoundFile(bytes: Buffer): boolean {
  if (bytes.length < 512) return false;
  const sectorShift = bytes.readUInt16LE(0x1e);
  const sectorSize = sectorShift === 12 ? 4096 : 512;
  for (
    let offset = sectorSize;
    offset + DIRECTORY_ENTRY_BYTES <= bytes.length;
    offset += DIRECTORY_ENTRY_BYTES
  ) {
    if (
      bytes.readUInt16LE(offset + 0x40) === WORD_STREAM_NAME.length + 2 &&
      bytes[offset + 0x42] === STREAM_OBJECT &&
      bytes.compare(
        WORD_STREAM_NAME,
        0,
        WORD_STREAM_NAME.length,
        offset,
        offset + WORD_STREAM_NAME.length,
      ) === 0
    ) {
      return true;
    }
  }
  return false;
}

const STORED_NAME_PART_MAX = 60;

/** Lower-case ASCII letters and digits of a name, words joined by dashes: "Zoë  O'Brien" → "zoe-o-brien". */
function asciiSlug(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, STORED_NAME_PART_MAX)
    .replace(/-+$/, "");
}

/**
 * The name the résumé is stored, downloaded and attached under: made from the candidate's name (never from
 * the uploaded file's name) in ASCII letters, digits and dashes, with the extension of the type found in
 * its content, e.g. `maya-okafor-resume.pdf`.
 */
export function storedResumeName(firstName: string, lastName: string, type: ResumeType): string {
  const person = [asciiSlug(firstName), asciiSlug(lastName)].filter((part) => part !== "").join("-");
  return `${person === "" ? "" : `${person}-`}resume.${RESUME_TYPES[type].extension}`;
}

/**
 * The uploaded file's name as display text only: one clean line (no control characters, CR/LF or bidi
 * marks), without any folder part, at most 255 characters; the stored name when nothing is left.
 */
export function displayResumeName(original: string | undefined, fallback: string): string {
  const base = cleanSingleLine(original ?? "")
    .split(/[/\\]/)
    .pop()!
    .trim();
  const cut = truncateCharacters(base, APPLICATION_LIMITS.fileName).trim();
  return cut === "" || cut === "." || cut === ".." ? fallback : cut;
}
