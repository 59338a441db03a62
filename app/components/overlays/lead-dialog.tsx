import { CircleCheck } from "lucide-react";
import { memo, type RefObject, useEffect, useRef } from "react";
import { QuickForm } from "#app/components/forms/quick-form";
import { focusAfterPaint, PrerenderedDialog, TitledDialogContent } from "#app/components/ui/dialog";
import { leadCapture } from "#app/content/lead-capture";

/** The overlays close themselves this long after a successful submission. */
export const AUTO_CLOSE_MS = 2000;

/** The form's first field a visitor can reach (the spam trap is out of the tab order). */
function firstField(content: HTMLElement | null): HTMLElement | undefined {
  const fields = content?.querySelectorAll<HTMLElement>("input:not([type='hidden']), select, textarea");
  return [...(fields ?? [])].find((field) => field.tabIndex >= 0);
}

export type LeadDialogVariant = "floating-cta" | "exit-intent";

export interface LeadDialogProps {
  variant: LeadDialogVariant;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (a ref: its identity stays, see `PrerenderedDialog`). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

function dialogCopy(variant: LeadDialogVariant) {
  if (variant === "floating-cta") {
    const { title, description, source } = leadCapture.floatingCta;
    return { title, description, source, benefits: undefined, focusDialog: false };
  }
  const { title, description, source, benefits } = leadCapture.exitIntent;
  // Nobody asked for this dialog: focus lands on the dialog itself, not in a field (no keyboard pop-up).
  return { title, description, source, benefits, focusDialog: true };
}

/**
 * A modal dialog holding the quick form; loaded while the browser is idle after the page, and rendered
 * (hidden) before it opens. Opening changes nothing inside it (`LeadDialogContent` is memoised and its
 * props keep their identity), so React only shows what is there.
 */
export default function LeadDialog({ open, ...content }: LeadDialogProps) {
  return (
    <PrerenderedDialog open={open} onOpenChange={content.onOpenChange}>
      <LeadDialogContent {...content} />
    </PrerenderedDialog>
  );
}

const LeadDialogContent = memo(function LeadDialogContent({
  variant,
  onOpenChange,
  returnFocusTo,
}: Omit<LeadDialogProps, "open">) {
  const { title, description, source, benefits, focusDialog } = dialogCopy(variant);
  const contentRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Closing the dialog replaces this copy with a fresh one, so its timer goes with it.
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  return (
    <TitledDialogContent
      container={document.body}
      title={title}
      description={description}
      ref={contentRef}
      closeLabel={leadCapture.dialogClose}
      layout={variant === "exit-intent" ? "sheet" : "center"}
      onOpenAutoFocus={(event) =>
        focusAfterPaint(event, () =>
          // Opened by the visitor: the form's first field; the exit popup: the dialog itself (no keyboard).
          focusDialog ? contentRef.current : firstField(contentRef.current),
        )
      }
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        const target = returnFocusTo.current;
        if (target?.isConnected) target.focus();
      }}
    >
      {benefits ? (
        <ul className="grid gap-2">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2 text-slate-800">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <QuickForm
        source={source}
        onSuccess={() => {
          clearTimeout(closeTimer.current);
          closeTimer.current = setTimeout(() => onOpenChange(false), AUTO_CLOSE_MS);
        }}
      />
    </TitledDialogContent>
  );
});
