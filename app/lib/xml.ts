/** Text for an XML element or attribute value: the five characters XML reserves, as entities. */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * Text as a CDATA section, for readers that want literal characters rather than entities (Indeed's feed).
 * A "]]>" inside would end the section early, so it is split across two sections.
 */
export function cdata(value: string): string {
  return `<![CDATA[${value.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}
