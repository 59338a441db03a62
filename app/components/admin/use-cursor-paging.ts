import { useState } from "react";

/**
 * Pages of a newest-first list: the cursors of the pages after the first, so "Newer" can step back. They
 * reset whenever the filters (`filterKey`) change.
 */
export function useCursorPaging(filterKey: string) {
  const [paging, setPaging] = useState<{ filterKey: string; cursors: string[] }>({ filterKey, cursors: [] });
  const cursors = paging.filterKey === filterKey ? paging.cursors : [];
  return {
    cursors,
    cursor: cursors.at(-1),
    /** Back to the newer page; absent on the first. */
    newer: cursors.length > 0 ? () => setPaging({ filterKey, cursors: cursors.slice(0, -1) }) : undefined,
    /** On to the page at `next`; absent without one. */
    older: (next: string | null | undefined) =>
      next ? () => setPaging({ filterKey, cursors: [...cursors, next] }) : undefined,
  };
}
