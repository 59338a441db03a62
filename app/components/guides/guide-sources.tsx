import type { Source } from "#app/content/guides/schema";

/** The public sources a guide cites, each opening in a new tab. */
export function GuideSources({ sources }: { sources: readonly Source[] }) {
  return (
    <section id="sources" aria-labelledby="sources-heading" className="mt-14 border-t border-slate-200 pt-8">
      <h2 id="sources-heading" className="text-xl font-bold tracking-tight">
        Sources
      </h2>
      <ol className="mt-4 list-decimal space-y-3 pl-6 text-sm leading-6 text-slate-700">
        {sources.map((source) => (
          <li key={source.id} id={`source-${source.id}`}>
            {source.publisher},{" "}
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {source.title}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            {source.detail ? `. ${source.detail}.` : "."}
          </li>
        ))}
      </ol>
    </section>
  );
}
