import { TitledDialog } from "#app/components/ui/dialog";

/** The public page as the unsaved edits would make it, in a sandboxed frame. */
export function JobPreviewDialog({
  title,
  html,
  onClose,
}: {
  title: string;
  html: string | null;
  onClose(): void;
}) {
  return (
    <TitledDialog
      open={html !== null}
      onOpenChange={(open) => !open && onClose()}
      title={<>Preview: {title}</>}
      titleClassName="text-lg"
      description="The public page as it would look with your unsaved edits. Nothing is saved or published."
      descriptionClassName="text-sm"
      className="gap-3 p-4 sm:p-4"
      // Sized inline: this is the only dialog this wide, and the site's one stylesheet serves every page.
      style={{ maxWidth: "min(96rem, calc(100% - 2rem))" }}
      closeLabel="Close the preview"
      // Focus stays on the dialog, not inside the page's frame, where Escape would not reach the dialog.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        (event.currentTarget as HTMLElement).focus();
      }}
    >
      {html !== null && (
        <iframe
          title="Preview of the public page"
          srcDoc={html}
          sandbox="allow-same-origin"
          className="w-full rounded-md border border-slate-300"
          style={{ height: "calc(100dvh - 11rem)" }}
        />
      )}
    </TitledDialog>
  );
}
