import { Link } from "react-router";

/** A staff-app address that names no screen: what happened and the way back. */
export function PageNotFound({ what, to, back }: { what: string; to: string; back: string }) {
  return (
    <div>
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="mt-3 text-slate-700">{what}</p>
      <Link to={to} className="mt-4 inline-block font-semibold text-brand-700 underline">
        {back}
      </Link>
    </div>
  );
}

export const selectClass =
  "h-11 w-full rounded-md border border-slate-500 bg-white px-3 text-base text-slate-900 shadow-sm focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700";

/** Form controls of the dense list: 36 px tall, 14 px text. */
export const compactControlClass =
  "h-9 w-full rounded-md border border-slate-500 bg-white px-2 text-sm text-slate-900 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700";

/** Inline controls inside a row: 32 px tall. */
export const rowControlClass =
  "h-8 w-full min-w-0 rounded border border-slate-400 bg-white px-1.5 text-sm text-slate-900 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700 disabled:opacity-60";
