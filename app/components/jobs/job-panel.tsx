import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "#app/lib/utils";

/** A titled panel of a posting; its title is an h2 so the outline stays h1 > h2 > h3. */
export function JobPanel({
  title,
  icon: Icon,
  iconClassName,
  frame = "border border-slate-200",
  className,
  children,
  ...props
}: Omit<React.ComponentProps<"section">, "title"> & {
  title?: string;
  icon?: LucideIcon;
  iconClassName?: string;
  /** Border width and colour. */
  frame?: string;
}) {
  const headingId = props.id ? `${props.id}-title` : undefined;
  return (
    <section
      data-slot="job-panel"
      aria-labelledby={title ? headingId : undefined}
      className={cn("rounded-xl bg-white p-6 shadow-sm", frame, className)}
      {...props}
    >
      {title && (
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
          {Icon && <Icon aria-hidden="true" className={cn("size-5 shrink-0", iconClassName)} />}
          {title}
        </h2>
      )}
      <div className={cn(title && "mt-4")}>{children}</div>
    </section>
  );
}
