import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CSV_BOM, csvRow, neutraliseCell, quoteCsvField } from "./csv";
import { LEAD_CSV_HEADER, leadCsvHeader, leadCsvRow } from "../leads/csv";
import { zonedIso } from "./csv-time";
import { parseCsv } from "../test-support/staff";

describe("neutraliseCell", () => {
  it.each([
    ["=SUM(A1:A9)", "'=SUM(A1:A9)"],
    ["+1 (555) 201-8890", "'+1 (555) 201-8890"],
    ["-2+3", "'-2+3"],
    ["@cmd", "'@cmd"],
    ["\tindent", "'\tindent"],
    ["\rreturn", "'\rreturn"],
    ['=HYPERLINK("http://evil.example","Click")', `'=HYPERLINK("http://evil.example","Click")`],
  ])("prefixes %j with a single quote", (input, expected) => {
    expect(neutraliseCell(input)).toBe(expected);
  });

  it.each([
    ["a;=1+1last", "a;'=1+1last"],
    ["a,+1", "a,'+1"],
    ["x\t-2", "x\t'-2"],
    ["x| @cmd", "x| '@cmd"],
    ["=1;=2", "'=1;'=2"],
    ["Dana\u202E\u200Bfield", "Danafield"],
  ])("neutralises %j after separators and drops invisible characters: %j", (input, expected) => {
    expect(neutraliseCell(input)).toBe(expected);
  });

  it.each(["Dana", "555-201-8890", "a=b", " =1+1", "", "'quoted", "\nnewline first", "Tulsa, OK"])(
    "leaves %j as it is",
    (input) => {
      expect(neutraliseCell(input)).toBe(input);
    },
  );
});

describe("quoteCsvField", () => {
  it.each([
    ["plain", '"plain"'],
    ["a,b", '"a,b"'],
    ["a;b", '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\rhere", '"cr\rhere"'],
    ["", '""'],
  ])("writes %j as %j", (input, expected) => {
    expect(quoteCsvField(input)).toBe(expected);
  });
});

describe("csvRow", () => {
  it("ends with CRLF and writes null and undefined as empty cells", () => {
    expect(csvRow(["a", null, undefined, 3, "=1"])).toBe('"a","","","3","\'=1"\r\n');
  });

  it("reads back to the neutralised cells for any text (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "binary", maxLength: 40 }), { minLength: 1, maxLength: 8 }),
        (cells) => {
          const [parsed] = parseCsv(csvRow(cells));
          expect(parsed).toEqual(cells.map(neutraliseCell));
          for (const cell of parsed!) {
            expect(cell).not.toMatch(/^[=+\-@\t\r]/);
            expect(cell).not.toMatch(/[,;\t|]\s*[=+\-@]/);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("leadCsvRow", () => {
  it("writes every column in the header's order, with labels and a readable campaign", () => {
    const row = leadCsvRow(
      {
        id: "lead-1",
        created_at: Date.UTC(2025, 0, 16, 14, 5),
        kind: "contact",
        status: "qualified",
        first_name: "Marcus",
        last_name: "O'Neil",
        email: "m@example.org",
        phone: "+1 555 330 1294",
        user_type: "employer",
        organization: "Riverbend, Inc.",
        position: null,
        specialty: null,
        location: "Tulsa, OK",
        message: 'Line one\nLine "two"',
        form_source: "Homepage Main Contact Form",
        page_path: "/",
        referrer: "https://www.google.com/",
        utm: JSON.stringify({ utm_source: "google", utm_campaign: "=spring" }),
        spam_reason: null,
        fill_ms: 9000,
        ip_hash: "x",
        user_agent: null,
        idempotency_key: null,
        idempotency_body_hash: null,
        owner_email: "ria@apex.example",
        notes: 2,
        first_response: Date.UTC(2025, 0, 16, 14, 19, 30),
      },
      "America/New_York",
    );
    const [cells] = parseCsv(row);
    expect(cells).toHaveLength(LEAD_CSV_HEADER.length);
    expect(Object.fromEntries(LEAD_CSV_HEADER.map((name, i) => [name, cells![i]]))).toEqual({
      Received: "2025-01-16T09:05:00-05:00",
      Status: "Qualified",
      "Visitor type": "Healthcare Organization",
      "First name": "Marcus",
      "Last name": "O'Neil",
      Email: "m@example.org",
      Phone: "'+1 555 330 1294",
      Organization: "Riverbend, Inc.",
      Position: "",
      Specialty: "",
      Location: "Tulsa, OK",
      Message: 'Line one\nLine "two"',
      Form: "Homepage Main Contact Form",
      Page: "/",
      Referrer: "https://www.google.com/",
      Campaign: "utm_source=google; utm_campaign==spring",
      Owner: "ria@apex.example",
      Notes: "2",
      "First response": "2025-01-16T09:19:30-05:00",
      "Lead ID": "lead-1",
    });
  });

  it("names the firm's time zone in the time columns' labels", () => {
    const header = leadCsvHeader("America/Chicago");
    expect(header[0]).toBe("Received (America/Chicago)");
    expect(header.at(-2)).toBe("First response (America/Chicago)");
    expect(header.slice(-5, -2)).toEqual(["Campaign", "Owner", "Notes"]);
  });

  it("starts files with a UTF-8 byte-order mark for Excel", () => {
    expect(CSV_BOM).toBe("\uFEFF");
  });
});

describe("zonedIso", () => {
  it("writes the firm's local time with the offset in force at that moment, across daylight saving", () => {
    const zone = "America/New_York";
    // Clocks went forward at 2:00 on 8 March 2026 and back at 2:00 on 1 November 2026.
    expect(zonedIso(Date.UTC(2026, 2, 8, 6, 59, 59), zone)).toBe("2026-03-08T01:59:59-05:00");
    expect(zonedIso(Date.UTC(2026, 2, 8, 7, 0, 0), zone)).toBe("2026-03-08T03:00:00-04:00");
    expect(zonedIso(Date.UTC(2026, 10, 1, 5, 30), zone)).toBe("2026-11-01T01:30:00-04:00");
    expect(zonedIso(Date.UTC(2026, 10, 1, 6, 30), zone)).toBe("2026-11-01T01:30:00-05:00");
    expect(zonedIso(Date.UTC(2026, 10, 27, 14, 14, 3), zone)).toBe("2026-11-27T09:14:03-05:00");
    expect(zonedIso(Date.UTC(2026, 0, 1, 0, 0), "UTC")).toBe("2026-01-01T00:00:00+00:00");
    expect(zonedIso(Date.UTC(2026, 0, 1, 0, 0), "Asia/Kolkata")).toBe("2026-01-01T05:30:00+05:30");
  });

  it("reads back as the same moment", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) }), (at) => {
        const written = zonedIso(at, "America/New_York");
        expect(written).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
        expect(Date.parse(written)).toBe(Math.floor(at / 1000) * 1000);
      }),
      { numRuns: 500 },
    );
  });
});
