import { createHash } from "node:crypto";
import { formLabelOf, LEAD_FIELDS } from "#schemas/lead-fields";

/** Small self-contained pages for browsers that post the forms without JavaScript. */

const STYLE =
  "body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.5}" +
  "main{max-width:40rem;margin:3rem auto;padding:2rem;background:#fff;border:1px solid #cbd5e1;border-radius:.75rem}" +
  "h1{font-size:1.5rem;margin:0 0 1rem}li{margin:.25rem 0}a{color:#1d4ed8;font-weight:600}a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}";

/**
 * The policy of a small server-made page: its one inline style (by hash), nothing else loaded, and forms
 * posting nowhere (`'none'`) or to this site only (`'self'`).
 */
export function pageCsp(style: string, formAction: "'none'" | "'self'"): string {
  return [
    "default-src 'none'",
    `style-src 'sha256-${createHash("sha256").update(style).digest("base64")}'`,
    "base-uri 'none'",
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

export const FORM_PAGE_CSP = pageCsp(STYLE, "'none'");

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Errors are keyed by payload field (or `form` for the whole submission); named as the form names them. */
const FIELD_LABELS: Record<string, string> = {
  ...Object.fromEntries(LEAD_FIELDS.map((field) => [field.key, formLabelOf(field)])),
  form: "Form",
};

/**
 * Where the "back" link points: the path of the page that posted the form (from Referer), made
 * relative so it can only lead back into this site.
 */
export function backLink(referer: string | undefined): string {
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return "/";
    const target = `${url.pathname}${url.search}`;
    return target.startsWith("/") && !target.startsWith("//") ? target : "/";
  } catch {
    return "/";
  }
}

/**
 * A small self-contained page (its one inline style, no script, kept out of search engines) headed by its
 * title; `head`, `header` and `footer` are lines of markup added around it, `tabTitle` what the tab says.
 */
export function selfContainedPage(
  title: string,
  style: string,
  body: string,
  { head = "", header = "", footer = "", tabTitle = title } = {},
): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${head}<title>${escapeHtml(tabTitle)}</title>
<style>${style}</style>
</head>
<body>
${header}<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
${footer}</body>
</html>
`;
}

function page(title: string, body: string): string {
  return selfContainedPage(title, STYLE, body);
}

function back(referer: string | undefined): string {
  return `<p><a href="${escapeHtml(backLink(referer))}">Go back to the form</a> (or use your browser's Back button to keep what you typed).</p>`;
}

/** The errors of a form posted without JavaScript, each under its field's label (`labels`, else the lead forms'). */
export function validationErrorPage(
  errors: Record<string, string>,
  referer: string | undefined,
  labels: Record<string, string> = FIELD_LABELS,
): string {
  const items = Object.entries(errors)
    .map(
      ([field, message]) =>
        `<li><strong>${escapeHtml(labels[field] ?? FIELD_LABELS[field] ?? field)}:</strong> ${escapeHtml(message)}</li>`,
    )
    .join("\n");
  return page(
    "Please check your details",
    `<p>Your details were not sent yet. Please correct the following and submit the form again:</p>\n<ul>\n${items}\n</ul>\n${back(referer)}`,
  );
}

/**
 * A page with one message and a way on: back to the form (from the Referer), or `next` where going back to
 * the form would not help (a link inside this site).
 */
export function messagePage(
  title: string,
  text: string,
  referer: string | undefined,
  next?: { href: string; label: string },
): string {
  const way = next
    ? `<p><a href="${escapeHtml(next.href)}">${escapeHtml(next.label)}</a></p>`
    : back(referer);
  return page(title, `<p>${escapeHtml(text)}</p>\n${way}`);
}
