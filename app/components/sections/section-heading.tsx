import { cn } from "#app/lib/utils";

/** Eyebrow, h2 and introduction at the top of a page section. */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  align = "center",
  inverse = false,
}: {
  id?: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  align?: "center" | "left";
  inverse?: boolean;
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow && (
        <p
          className={cn(
            "text-sm font-semibold tracking-wide uppercase",
            inverse ? "text-brand-100" : "text-brand-700",
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn(
          "mt-2 text-2xl font-bold tracking-tight sm:text-3xl",
          inverse ? "text-white" : "text-slate-900",
        )}
      >
        {heading}
      </h2>
      {intro && (
        <p className={cn("mt-4 text-lg leading-8", inverse ? "text-brand-50" : "text-slate-700")}>{intro}</p>
      )}
    </div>
  );
}
