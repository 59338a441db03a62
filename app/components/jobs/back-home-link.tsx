import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#app/lib/utils";
import type { JobScheme } from "./scheme";

export function BackHomeLink({ scheme }: { scheme: JobScheme }) {
  return (
    <p className="mt-12">
      <Link
        to="/"
        className={cn(
          "inline-flex items-center gap-2 rounded-sm font-semibold underline-offset-4 hover:underline",
          scheme.link,
        )}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Home
      </Link>
    </p>
  );
}
