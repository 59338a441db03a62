import { useRef } from "react";
import { useBlocker } from "react-router";
import { Button } from "#app/components/ui/button";
import { TitledDialog } from "#app/components/ui/dialog";

/**
 * Asks before a link inside the staff app, or the browser's Back or Forward button, leaves an editor with
 * unsaved changes (closing the tab or reloading is asked by the browser, through `beforeunload`).
 * `leaving` is set by the editor itself just before it moves on after a save, which is never held up.
 */
export function UnsavedChangesGuard({
  dirty,
  leaving,
}: {
  dirty: boolean;
  leaving: React.RefObject<boolean>;
}) {
  // Read when a navigation starts: the latest values, whatever render the check was made in.
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  const stay = useRef<HTMLButtonElement>(null);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyNow.current && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const blocked = blocker.state === "blocked";
  return (
    <TitledDialog
      open={blocked}
      onOpenChange={(open) => {
        if (!open && blocker.state === "blocked") blocker.reset();
      }}
      title="Leave without saving?"
      description="Your changes to this posting are not saved. If you leave now they are lost; stay to save them first."
      // Focus starts on staying: Enter or Space pressed without reading never discards the changes.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        stay.current?.focus();
      }}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </Button>
        <Button ref={stay} type="button" variant="primary" onClick={() => blocker.reset?.()}>
          Stay and keep editing
        </Button>
      </div>
    </TitledDialog>
  );
}
