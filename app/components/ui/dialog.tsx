import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import * as React from "react";
import { createPortal } from "react-dom";
import { afterNextPaint } from "#app/lib/after-paint";
import { markDialogShown } from "#app/lib/dialog-presence";
import { cn } from "#app/lib/utils";

export const Dialog = DialogPrimitive.Root;

/** The id of the pre-rendered dialog a part is rendered in (see `PrerenderedDialog`). */
const PrerenderedContext = React.createContext<string | undefined>(undefined);

/**
 * The attribute that marks each element a pre-rendered dialog portals (its backdrop, its content), so that
 * opening it can show them directly (see `PrerenderedDialog`). Nothing outside one.
 */
export function usePrerenderedMark(): { "data-prerendered"?: string } {
  const id = React.useContext(PrerenderedContext);
  return id === undefined ? {} : { "data-prerendered": id };
}

/**
 * A dialog that is rendered before anyone opens it. Once mounted, its content is rendered hidden while the
 * browser is idle (React's `Activity`), so opening it only shows what is already there. Closing it starts a
 * fresh copy (hidden again), so it opens empty each time, as a dialog whose content unmounts does. Its
 * content must be portalled to a given container (`DialogContent`'s `container`): Radix's own portal waits
 * for an effect, and a hidden `Activity` runs none.
 *
 * Opening happens in two steps. In the input's own task the elements the dialog portals (marked with
 * `usePrerenderedMark`) are shown as they are, so the frame after the input draws the dialog. In the task
 * after that frame React shows the `Activity`, and the dialog's effects run: Radix's focus scope, outside
 * clicks and Escape, `aria-hidden` on the rest of the page, the scroll lock, the focus move. Run in the
 * input's task, those effects and the styling they cause on the whole page doubled the time to that frame.
 * Until then the backdrop covers the page, so the one frame between passes no click through.
 *
 * `children` must not change when only `open` does: pass a memoised component (`React.memo`) whose props
 * keep their identity (state setters, refs rather than fresh closures). Opening then renders nothing inside
 * the dialog again; React only shows it and runs its effects.
 */
export function PrerenderedDialog({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  children: React.ReactNode;
}) {
  const id = React.useId();
  const [wasOpen, setWasOpen] = React.useState(open);
  const [copy, setCopy] = React.useState(0);
  const [shown, setShown] = React.useState(false);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) {
      setCopy((current) => current + 1);
      setShown(false);
    }
  }
  React.useLayoutEffect(() => {
    if (!open) return;
    for (const element of document.querySelectorAll<HTMLElement>(`[data-prerendered="${CSS.escape(id)}"]`))
      element.style.removeProperty("display");
    return afterNextPaint(() => setShown(true));
  }, [open, id]);
  return (
    <PrerenderedContext value={id}>
      <React.Activity mode={open && shown ? "visible" : "hidden"}>
        <Dialog key={copy} open onOpenChange={onOpenChange}>
          {children}
        </Dialog>
      </React.Activity>
    </PrerenderedContext>
  );
}

/**
 * `onOpenAutoFocus` for a dialog that must be on screen in the frame after the click or tap: the dialog is
 * drawn first, and focus moves into it in the task after that frame. A focus move at once would style and
 * lay out the dialog inside the click's own task, and run the page's focus handlers there too.
 */
export function focusAfterPaint(event: Event, target: () => HTMLElement | null | undefined): void {
  event.preventDefault();
  afterNextPaint(() => {
    const element = target();
    if (element?.isConnected && element.checkVisibility()) element.focus();
  });
}

export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * Locks page scrolling while a dialog is open, and reports the dialog as shown (`useDialogShown`). Radix's
 * Dialog.Overlay locks scrolling by injecting a <style> element, which a Content-Security-Policy without
 * 'unsafe-inline' in style-src refuses; style properties set from script are never blocked, so the lock
 * and the backdrop are done here. The page keeps its scrollbar's room (`scrollbar-gutter` in app.css), so
 * the lock moves nothing.
 */
export function ScrollLock() {
  React.useEffect(() => markDialogShown(), []);
  React.useEffect(() => {
    const html = document.documentElement;
    const previous = html.style.overflow;
    html.style.overflow = "hidden";
    return () => {
      html.style.overflow = previous;
    };
  }, []);
  return null;
}

const CENTERED =
  "top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl";

const LAYOUTS = {
  center: { content: CENTERED, backdrop: "bg-slate-950/60" },
  /** Below 768 px a sheet along the bottom edge that leaves the top of the page in view. */
  sheet: {
    content:
      "max-md:inset-x-0 max-md:bottom-0 max-md:max-h-[70dvh] max-md:rounded-t-2xl md:top-1/2 md:left-1/2 md:max-h-[calc(100dvh-2rem)] md:w-[calc(100%-2rem)] md:max-w-lg md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-xl",
    backdrop: "bg-slate-950/25 md:bg-slate-950/60",
  },
} as const;

export function DialogContent({
  className,
  children,
  closeLabel = "Close",
  layout = "center",
  container,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & {
  closeLabel?: string;
  layout?: keyof typeof LAYOUTS;
  /** Where the dialog is portalled to; given, it is there in the first render (see `PrerenderedDialog`). */
  container?: HTMLElement;
}) {
  const mark = usePrerenderedMark();
  const dialog = (
    <>
      <div
        {...mark}
        data-slot="dialog-backdrop"
        aria-hidden="true"
        className={cn("fixed inset-0 z-50 will-change-transform", LAYOUTS[layout].backdrop)}
      />
      <DialogPrimitive.Content
        {...mark}
        data-slot="dialog-content"
        data-layout={layout}
        className={cn(
          "fixed z-50 grid gap-5 overflow-y-auto bg-white p-6 shadow-2xl outline-none will-change-transform sm:p-8",
          LAYOUTS[layout].content,
          className,
        )}
        {...props}
      >
        <ScrollLock />
        {children}
        <DialogPrimitive.Close
          data-slot="dialog-close"
          aria-label={closeLabel}
          className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </>
  );
  // A dialog rendered before it opens is always open inside (see `PrerenderedDialog`): React's portal
  // puts it in place at once, without the mount work of Radix's (a presence check per child that reads
  // computed style, and a re-render once mounted), which would otherwise run in the click that shows it.
  return container ? (
    createPortal(dialog, container)
  ) : (
    <DialogPrimitive.Portal>{dialog}</DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="dialog-header" className={cn("grid gap-2 pr-8", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("text-2xl font-bold tracking-tight text-slate-900", className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-base text-slate-700", className)}
      {...props}
    />
  );
}

/** The content of a dialog headed by its title and description, then its own content. */
export function TitledDialogContent({
  title,
  description,
  titleClassName,
  descriptionClassName,
  children,
  ...content
}: Omit<React.ComponentProps<typeof DialogContent>, "title"> & {
  title: React.ReactNode;
  description: React.ReactNode;
  titleClassName?: string;
  descriptionClassName?: string;
}) {
  return (
    <DialogContent {...content}>
      <DialogHeader>
        <DialogTitle className={titleClassName}>{title}</DialogTitle>
        <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
      </DialogHeader>
      {children}
    </DialogContent>
  );
}

/**
 * A dialog headed by its title and description, then its own content: the shape of every dialog of the site
 * and the staff app. The rest of the props go to `DialogContent` (layout, close label, focus handling).
 */
export function TitledDialog({
  open,
  onOpenChange,
  ...content
}: React.ComponentProps<typeof TitledDialogContent> & {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <TitledDialogContent {...content} />
    </Dialog>
  );
}
