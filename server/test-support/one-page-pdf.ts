/**
 * A one-page PDF (US Letter) with a dark heading bar and a line of text in Helvetica, its cross-reference table
 * exact: a résumé a viewer draws with visible ink. `text` must not hold parentheses or backslashes.
 */
export function onePagePdf(text: string, lines: readonly string[] = []): Buffer {
  const body = lines.map((line, index) => `BT /F1 12 Tf 0 0 0 rg 60 ${610 - index * 18} Td (${line}) Tj ET`);
  const stream = [
    "0.1 0.2 0.5 rg 50 700 512 60 re f",
    `BT /F1 24 Tf 0 0 0 rg 60 650 Td (${text}) Tj ET`,
    ...body,
  ].join(" ");
  const objects = [
    "<</Type/Catalog/Pages 2 0 R>>",
    "<</Type/Pages/Kids[3 0 R]/Count 1>>",
    "<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Resources<</Font<</F1 4 0 R>>>>/Contents 5 0 R>>",
    "<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>",
    `<</Length ${stream.length}>>stream\n${stream}\nendstream`,
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj${object}endobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}
