import { describe, expect, it } from "vitest";
import {
  AttributionSchema,
  ContactSchema,
  cleanMultiLine,
  characterCount,
  cleanSingleLine,
  fieldErrors,
  QuickContactSchema,
  truncateCharacters,
  USER_TYPE_LABELS,
  USER_TYPES,
} from "./lead";

const quick = {
  firstName: "Dana",
  lastName: "Whitfield",
  email: "dana@example.org",
  phone: "5552018890",
  formSource: "Floating CTA Button",
};

describe("lead schemas", () => {
  it("names the two visitor types with their labels", () => {
    expect(USER_TYPES).toEqual(["employer", "job_seeker"]);
    expect(USER_TYPE_LABELS).toEqual({
      employer: "Healthcare Organization",
      job_seeker: "NP/PA Professional",
    });
  });

  it("uses the quick form's messages (spec section 5)", () => {
    const result = QuickContactSchema.safeParse({ firstName: "D", lastName: "", email: "x@", phone: "555" });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Valid email required",
      phone: "Phone number required",
    });
  });

  it("uses the full form's messages (spec section 5)", () => {
    const result = ContactSchema.safeParse({
      ...quick,
      firstName: "D",
      lastName: "W",
      email: "no",
      phone: "1",
      message: "short",
    });
    expect(fieldErrors(result.error!)).toEqual({
      firstName: "First name must be at least 2 characters",
      lastName: "Last name must be at least 2 characters",
      email: "Please enter a valid email",
      phone: "Please enter a valid phone number",
      message: "Message must be at least 10 characters",
    });
  });

  it("trims, lower-cases the e-mail, defaults userType to employer and keeps the source", () => {
    const data = QuickContactSchema.parse({ ...quick, firstName: "  Dana  ", email: " Dana@Example.ORG " });
    expect(data).toMatchObject({ firstName: "Dana", email: "dana@example.org", userType: "employer" });
    expect(data.formSource).toBe("Floating CTA Button");
  });

  it("counts the minimum lengths after trimming", () => {
    expect(QuickContactSchema.safeParse({ ...quick, firstName: " a " }).success).toBe(false);
    expect(ContactSchema.safeParse({ ...quick, message: "   short    " }).success).toBe(false);
  });

  it("caps every field", () => {
    const long = (n: number) => "x".repeat(n);
    const result = ContactSchema.safeParse({
      ...quick,
      firstName: long(101),
      lastName: long(101),
      phone: long(41),
      organization: long(201),
      position: long(201),
      specialty: long(201),
      location: long(201),
      message: long(5001),
    });
    expect(Object.keys(fieldErrors(result.error!)).sort()).toEqual(
      [
        "firstName",
        "lastName",
        "location",
        "message",
        "organization",
        "phone",
        "position",
        "specialty",
      ].sort(),
    );
    expect(QuickContactSchema.safeParse({ ...quick, email: `${long(250)}@example.org` }).success).toBe(false);
  });

  it("counts characters, not UTF-16 units: 100 emoji fit a name, 101 do not", () => {
    expect(characterCount("😀".repeat(60))).toBe(60);
    expect(QuickContactSchema.safeParse({ ...quick, firstName: "😀".repeat(100) }).success).toBe(true);
    expect(QuickContactSchema.safeParse({ ...quick, firstName: "😀".repeat(101) }).success).toBe(false);
  });

  it("cuts capped values on character boundaries and trims the cut", () => {
    expect(truncateCharacters("😀😀😀", 2)).toBe("😀😀");
    expect(truncateCharacters("ab", 5)).toBe("ab");
    const source = QuickContactSchema.parse({ ...quick, formSource: `${"x".repeat(99)}😀tail` });
    expect(source.formSource).toBe(`${"x".repeat(99)}😀`);
    const spaced = QuickContactSchema.parse({ ...quick, formSource: `${"x".repeat(99)} tail` });
    expect(spaced.formSource).toBe("x".repeat(99));
    const utm = AttributionSchema.parse({ utm: { utm_term: `${"y".repeat(199)}😀😀` } });
    expect(utm?.utm?.utm_term).toBe(`${"y".repeat(199)}😀`);
  });

  it("removes control characters: none on single lines, newlines kept in the message", () => {
    expect(cleanSingleLine("Eve\r\nBcc: x\u0000")).toBe("Eve  Bcc: x ");
    expect(cleanMultiLine("one\r\ntwo\rthree\u0000\u0007\tfour")).toBe("one\ntwo\nthree\tfour");
    expect(cleanSingleLine("\ud800x")).toBe("\ufffdx");
    const data = ContactSchema.parse({
      ...quick,
      lastName: "Wh\u0000it",
      message: "Line one\r\nLine two\u0000",
    });
    expect(data.lastName).toBe("Wh it");
    expect(data.message).toBe("Line one\nLine two");
  });

  it("never rejects a lead for its attribution: junk is dropped, long values are cut", () => {
    expect(AttributionSchema.parse("nonsense")).toBeUndefined();
    const attribution = AttributionSchema.parse({
      pagePath: "/faq",
      referrer: 42,
      utm: { utm_source: "google", utm_medium: "x".repeat(300), gclid: "abc", utm_bad: 5, UTM_CAPS: "no" },
    });
    expect(attribution).toEqual({
      pagePath: "/faq",
      referrer: undefined,
      utm: { utm_source: "google", utm_medium: "x".repeat(200) },
    });
    const withJunk = QuickContactSchema.safeParse({ ...quick, attribution: [1, 2, 3] });
    expect(withJunk.success).toBe(true);
  });

  it("accepts the honeypot and start time without rejecting, whatever they hold", () => {
    expect(QuickContactSchema.parse({ ...quick, website: "http://spam" }).website).toBe("http://spam");
    expect(QuickContactSchema.parse({ ...quick, website: { a: 1 } }).website).toBe("[not text]");
    expect(QuickContactSchema.parse({ ...quick, startedAt: "yesterday" }).startedAt).toBeUndefined();
    expect(QuickContactSchema.parse({ ...quick, startedAt: 1_700_000_000_000 }).startedAt).toBe(
      1_700_000_000_000,
    );
  });

  it("strips unknown keys", () => {
    const data = QuickContactSchema.parse({ ...quick, isAdmin: true, status: "qualified" });
    expect(data).not.toHaveProperty("isAdmin");
    expect(data).not.toHaveProperty("status");
  });

  it("takes phone numbers of digits and phone punctuation with at least ten digits, in the spec's words", () => {
    for (const phone of [
      "5552018890",
      "(555) 201-8890",
      "+1 555.201.8890",
      "555/201-8890",
      " 555 201 8890 ",
    ]) {
      expect(QuickContactSchema.safeParse({ ...quick, phone }).success, phone).toBe(true);
    }
    for (const phone of [
      "abcdefghijk",
      '=HYPERLINK("http://x")',
      "<b>5552018890</b>",
      "555-201-889",
      "555 201 8890 ext 4",
      "++15552018890",
      "5552018890+",
    ]) {
      const quickResult = QuickContactSchema.safeParse({ ...quick, phone });
      expect(quickResult.success, phone).toBe(false);
      expect(fieldErrors(quickResult.error!).phone, phone).toBe("Phone number required");
      const fullResult = ContactSchema.safeParse({ ...quick, message: "A message long enough.", phone });
      expect(fieldErrors(fullResult.error!).phone, phone).toBe("Please enter a valid phone number");
    }
  });

  it("strips bidirectional controls and zero-width format characters from one-line fields", () => {
    expect(cleanSingleLine("Eve\u202Egnp.exe")).toBe("Evegnp.exe");
    expect(cleanSingleLine("Da\u200Bna\u2066\u2069\u200E\u200F\uFEFF\u2060\u061C")).toBe("Dana");
    // Joiners stay: emoji sequences and several scripts need them.
    expect(cleanSingleLine("\u{1F469}\u200D\u2695\uFE0F")).toBe("\u{1F469}\u200D\u2695\uFE0F");
    const data = QuickContactSchema.parse({
      ...quick,
      firstName: "\u202EDana",
      lastName: "Whit\u200Bfield",
      email: "dana\u200B@example.org",
      formSource: "Floating\u202E CTA",
    });
    expect(data).toMatchObject({
      firstName: "Dana",
      lastName: "Whitfield",
      email: "dana@example.org",
      formSource: "Floating CTA",
    });
    // A name of nothing but invisible characters is no name.
    expect(QuickContactSchema.safeParse({ ...quick, firstName: "\u200B\u200B\u200B" }).success).toBe(false);
  });
});
