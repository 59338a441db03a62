import type * as React from "react";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/utils";

/** Pages of a list: a named navigation region around its page controls. */
export function Pagination({ className, ...props }: React.ComponentProps<"nav"> & { "aria-label": string }) {
  return <nav className={cn("flex flex-wrap gap-2 pt-1", className)} {...props} />;
}

/** Newer and Older under a list paged newest first (`noun` plural: "leads"); absent handlers disable them. */
export function PaginationNewerOlder({
  noun,
  onNewer,
  onOlder,
}: {
  noun: string;
  onNewer?: () => void;
  onOlder?: () => void;
}) {
  return (
    <Pagination aria-label={`Pages of ${noun}`}>
      <Button variant="outline" size="sm" disabled={!onNewer} onClick={onNewer}>
        Newer {noun}
      </Button>
      <Button variant="outline" size="sm" disabled={!onOlder} onClick={onOlder}>
        Older {noun}
      </Button>
    </Pagination>
  );
}
