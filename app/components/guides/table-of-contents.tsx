import { InPageLinks } from "#app/components/ui/link-list";
import { cn } from "#app/lib/utils";

export interface TocEntry {
  id: string;
  label: string;
}

/** "On this page": in-page links to the sections of a long guide. */
export function TableOfContents({
  entries,
  variant = "sidebar",
  className,
}: {
  entries: readonly TocEntry[];
  variant?: "sidebar" | "inline";
  className?: string;
}) {
  return (
    <nav
      aria-label="On this page"
      className={cn(
        variant === "sidebar"
          ? "rounded-lg border border-slate-200 bg-slate-50 p-4 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-0"
          : "rounded-lg border border-slate-200 bg-slate-50 p-4",
        className,
      )}
    >
      <p className="text-sm font-semibold tracking-wide text-slate-900 uppercase">On this page</p>
      <InPageLinks
        entries={entries}
        as="ol"
        className={cn(
          "mt-3 text-sm",
          variant === "sidebar"
            ? "space-y-1 lg:border-l lg:border-slate-200"
            : "flex flex-wrap gap-x-6 gap-y-2",
        )}
        linkClassName={cn(
          "block rounded-sm py-1 text-brand-700 underline-offset-2 hover:underline",
          variant === "sidebar" &&
            "lg:-ml-px lg:border-l lg:border-transparent lg:pl-3 lg:hover:border-brand-700",
        )}
      />
    </nav>
  );
}
