import { crc32 } from "node:zlib";

/**
 * Résumé files built byte by byte for the intake's tests: a DOCX (an Office Open XML zip), a Word 97–2003
 * DOC and an Excel workbook (both OLE compound files), and multipart bodies with any file name.
 */

interface ZipEntry {
  name: string;
  data: Buffer;
}

/** A zip archive of stored (uncompressed) entries. */
export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The smallest Word document (DOCX) Word and the type sniffer both take as one. */
export const SAMPLE_DOCX = zipOf([
  {
    name: "[Content_Types].xml",
    data: Buffer.from(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
  },
  {
    name: "_rels/.rels",
    data: Buffer.from(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
  },
  {
    name: "word/document.xml",
    data: Buffer.from(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Maya Okafor, FNP-BC</w:t></w:r></w:p></w:body></w:document>',
    ),
  },
]);

const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** An OLE compound file whose one directory sector holds the root entry and a stream named `stream`. */
export function compoundFileWith(stream: string): Buffer {
  const file = Buffer.alloc(512 * 3);
  CFB_SIGNATURE.copy(file, 0);
  file.writeUInt16LE(0x3e, 0x18); // minor version
  file.writeUInt16LE(3, 0x1a); // major version 3: 512-byte sectors
  file.writeUInt16LE(0xfffe, 0x1c); // little-endian
  file.writeUInt16LE(9, 0x1e); // sector shift
  file.writeUInt16LE(6, 0x20); // mini sector shift
  file.writeUInt32LE(1, 0x2c); // one FAT sector
  file.writeUInt32LE(0, 0x30); // the directory starts in sector 0
  file.writeUInt32LE(0x1000, 0x38); // mini stream cutoff
  file.writeUInt32LE(0xfffffffe, 0x3c); // no mini FAT
  file.writeUInt32LE(0xfffffffe, 0x44); // no DIFAT sectors
  file.writeUInt32LE(1, 0x4c); // the FAT is sector 1
  for (let index = 1; index < 109; index++) file.writeUInt32LE(0xffffffff, 0x4c + index * 4);
  const entry = (slot: number, name: string, type: number) => {
    const at = 512 + slot * 128;
    const encoded = Buffer.from(name, "utf16le");
    encoded.copy(file, at);
    file.writeUInt16LE(encoded.length + 2, at + 0x40);
    file[at + 0x42] = type;
    file.writeUInt32LE(0xffffffff, at + 0x44);
    file.writeUInt32LE(0xffffffff, at + 0x48);
    file.writeUInt32LE(slot === 0 ? 1 : 0xffffffff, at + 0x4c);
  };
  entry(0, "Root Entry", 5);
  entry(1, stream, 2);
  // FAT: sector 0 (directory) ends its chain, sector 1 is the FAT itself.
  file.writeUInt32LE(0xfffffffe, 1024);
  file.writeUInt32LE(0xfffffffd, 1028);
  for (let index = 2; index < 128; index++) file.writeUInt32LE(0xffffffff, 1024 + index * 4);
  return file;
}

/** A Word 97–2003 document: a compound file with a `WordDocument` stream. */
export const SAMPLE_DOC = compoundFileWith("WordDocument");
/** An Excel 97–2003 workbook: a compound file, but not a Word document. */
export const SAMPLE_XLS = compoundFileWith("Workbook");

export interface MultipartFile {
  name?: string;
  /** The file name exactly as it goes in the part's header (quotes and all are the caller's). */
  filename: string;
  type?: string;
  data: Buffer;
}

/**
 * A multipart/form-data body: each field as its own part (an array repeats the name), then the file.
 * Names and values go in as given, so tests can send what no browser would.
 */
export function multipartBody(
  fields: Record<string, string | readonly string[]>,
  file?: MultipartFile | null,
  boundary = `----apexTestBoundary${Math.random().toString(16).slice(2)}`,
): { body: Buffer; contentType: string } {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`),
      );
    }
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? "resume"}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
