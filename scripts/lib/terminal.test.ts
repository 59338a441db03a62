import { describe, expect, it } from "vitest";
import { printable } from "./terminal";

describe("printable", () => {
  it("writes escape sequences, carriage returns and other control characters as JSON escapes", () => {
    expect(printable("\u001b[2J\u001b[31mEVIL")).toBe("\\u001b[2J\\u001b[31mEVIL");
    expect(printable("ok\rgone\u0000\u009b")).toBe("ok\\u000dgone\\u0000\\u009b");
  });

  it("keeps line breaks, tabs and ordinary text", () => {
    expect(printable("Fix these fields:\n  path:\tToo long — Zoë")).toBe(
      "Fix these fields:\n  path:\tToo long — Zoë",
    );
  });
});
