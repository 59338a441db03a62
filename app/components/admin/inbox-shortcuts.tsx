import { useEffect } from "react";

export const LIST_SHORTCUTS: Array<[keys: string, action: string]> = [
  ["j or ↓", "Next lead"],
  ["k or ↑", "Previous lead"],
  ["Enter or o", "Open the lead"],
  ["x", "Select or unselect the lead"],
  ["s", "Change the lead's status: ↑ ↓ choose, Enter saves"],
  ["a", "Change the lead's owner: ↑ ↓ choose, Enter saves"],
  ["Esc", "Back from a status or owner choice to the row, unsaved"],
  ["F8", "To the Saved message, with Undo for 10 seconds"],
  ["/", "Search"],
  ["?", "Show or hide these shortcuts"],
];

/** Keys typed into a field are the field's, not shortcuts. */
export function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.matches("input:not([type=checkbox]), select, textarea"))
  );
}

/** The page's own keys, wherever the focus is (outside a field): `/` to the search, `?` for the list below. */
export function useInboxKeys(
  searchRef: React.RefObject<HTMLInputElement | null>,
  toggleShortcuts: () => void,
) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (event.key === "/") {
        event.preventDefault();
        searchRef.current?.focus();
      } else if (event.key === "?") {
        event.preventDefault();
        toggleShortcuts();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [searchRef, toggleShortcuts]);
}

/** The list of the inbox's keyboard shortcuts, shown with "Keyboard shortcuts" or `?`. */
export function ShortcutsPanel() {
  return (
    <section
      id="list-shortcuts"
      aria-labelledby="list-shortcuts-title"
      className="rounded-lg border border-slate-300 bg-white p-3"
    >
      <h2 id="list-shortcuts-title" className="text-sm font-bold">
        Keyboard shortcuts
      </h2>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {LIST_SHORTCUTS.map(([keys, action]) => (
          <div key={keys} className="flex gap-2">
            <dt className="min-w-24 font-mono font-semibold text-slate-900">{keys}</dt>
            <dd className="text-slate-800">{action}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
