import { site } from "#app/content/site";

export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="7" fill={inverse ? "#ffffff" : "#0a58a8"} />
        <path d="M9 23 16 8l7 15h-4l-3-6.5L13 23Z" fill={inverse ? "#0a58a8" : "#ffffff"} />
        <rect x="14.5" y="19" width="3" height="4" fill={inverse ? "#c2410c" : "#fdba74"} />
      </svg>
      <span className={inverse ? "font-bold text-white" : "font-bold text-slate-900"}>{site.shortName}</span>{" "}
      <span className={inverse ? "font-medium text-brand-100" : "font-medium text-brand-700"}>
        Recruiting
      </span>
    </>
  );
}
