import type { Source } from "#app/content/guides/schema";

/** "Source: publisher", linking to the entry in the page's source list. */
export function SourceNote({ source }: { source: Source }) {
  return (
    <span>
      Source:{" "}
      <a href={`#source-${source.id}`} className="text-brand-700 underline underline-offset-2">
        {source.publisher}
      </a>
      .
    </span>
  );
}
