import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import * as React from "react";
import { cn } from "#app/lib/utils";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * Locks page scrolling while a dialog is open. Radix's Dialog.Overlay does this by injecting a
 * <style> element, which a Content-Security-Policy without 'unsafe-inline' in style-src refuses;
 * style properties set from script are never blocked, so the lock and the backdrop are done here.
 */
export function ScrollLock() {
  React.useEffect(() => {
    const html = document.documentElement;
    const body = document.body;
    const scrollbar = window.innerWidth - html.clientWidth;
    const previous = { overflow: html.style.overflow, paddingRight: body.style.paddingRight };
    html.style.overflow = "hidden";
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      html.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
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
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & {
  closeLabel?: string;
  layout?: keyof typeof LAYOUTS;
}) {
  return (
    <DialogPrimitive.Portal>
      <div
        data-slot="dialog-backdrop"
        aria-hidden="true"
        className={cn("fixed inset-0 z-50", LAYOUTS[layout].backdrop)}
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-layout={layout}
        className={cn(
          "fixed z-50 grid gap-5 overflow-y-auto bg-white p-6 shadow-2xl outline-none sm:p-8",
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
    </DialogPrimitive.Portal>
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

/**
 * A dialog headed by its title and description, then its own content: the shape of every dialog of the site
 * and the staff app. The rest of the props go to `DialogContent` (layout, close label, focus handling).
 */
export function TitledDialog({
  open,
  onOpenChange,
  title,
  description,
  titleClassName,
  descriptionClassName,
  children,
  ...content
}: Omit<React.ComponentProps<typeof DialogContent>, "title"> & {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: React.ReactNode;
  description: React.ReactNode;
  titleClassName?: string;
  descriptionClassName?: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...content}>
        <DialogHeader>
          <DialogTitle className={titleClassName}>{title}</DialogTitle>
          <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
