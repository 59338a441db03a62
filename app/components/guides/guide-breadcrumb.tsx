import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

/** Home > page; mirrors the BreadcrumbList structured data. */
export function GuideBreadcrumb({ title }: { title: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-700">
        <li>
          <Link to="/" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            Home
          </Link>
        </li>
        <li className="flex items-center gap-1">
          <ChevronRight aria-hidden="true" className="size-4 text-slate-500" />
          <span aria-current="page">{title}</span>
        </li>
      </ol>
    </nav>
  );
}
