import { ChevronDown, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { memo, type RefObject, useRef } from "react";
import { createPortal } from "react-dom";
import {
  focusAfterPaint,
  PrerenderedDialog,
  ScrollLock,
  usePrerenderedMark,
} from "#app/components/ui/dialog";
import { LinkList } from "#app/components/ui/link-list";
import { getStarted, primaryLinks } from "#app/content/nav";
import type { NavGroup } from "./nav-group";

export interface MobileNavDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  groups: NavGroup[];
  /** Where focus goes when the menu closes (a ref: its identity stays, see `PrerenderedDialog`). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The slide-out menu of screens narrower than 1024 px; loaded apart from the page (see site-header) and
 * rendered, hidden, before it opens (`PrerenderedDialog`). Opening changes nothing inside it
 * (`MobileNavContent` is memoised and its props keep their identity), so React only shows what is there.
 */
export default function MobileNavDialog({ open, ...content }: MobileNavDialogProps) {
  return (
    <PrerenderedDialog open={open} onOpenChange={content.onOpenChange}>
      <MobileNavContent {...content} />
    </PrerenderedDialog>
  );
}

const MobileNavContent = memo(function MobileNavContent({
  onOpenChange,
  groups,
  returnFocusTo,
}: Omit<MobileNavDialogProps, "open">) {
  const close = () => onOpenChange(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const mark = usePrerenderedMark();
  // React's portal, not Radix's: see `DialogContent`.
  return createPortal(
    <>
      {/* A plain backdrop: Radix's Overlay injects a <style> element that the CSP refuses. */}
      <div
        {...mark}
        aria-hidden="true"
        className="fixed inset-0 z-50 bg-slate-900/50 will-change-transform"
      />
      <Dialog.Content
        {...mark}
        className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100%)] flex-col overflow-y-auto bg-white p-5 shadow-xl will-change-transform"
        // Focus goes to the close button, the menu's first control, once the menu is drawn.
        onOpenAutoFocus={(event) => focusAfterPaint(event, () => closeRef.current)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <ScrollLock />
        <div className="mb-4 flex items-center justify-between">
          <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
          <Dialog.Close asChild>
            <Button ref={closeRef} variant="ghost" size="sm" aria-label="Close menu">
              <X aria-hidden="true" className="size-6" />
            </Button>
          </Dialog.Close>
        </div>
        <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
        <nav aria-label="Mobile">
          <LinkList
            links={primaryLinks}
            onNavigate={close}
            className="space-y-1"
            linkClassName="block rounded-md px-3 py-2 font-medium hover:bg-slate-100"
          >
            {(link) => link.label}
          </LinkList>
          {groups.map((group) => {
            const links = group.allLink ? [group.allLink, ...group.links] : group.links;
            return (
              <details key={group.label} className="group mt-2 border-t border-slate-200 pt-2">
                <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-2 font-medium hover:bg-slate-100">
                  {group.label}
                  <ChevronDown aria-hidden="true" className="size-4 group-open:rotate-180" />
                </summary>
                <LinkList
                  links={links}
                  onNavigate={close}
                  className="mt-1 space-y-1 pl-3"
                  linkClassName="block rounded-md px-3 py-2 text-sm hover:bg-slate-100"
                >
                  {(link) => (
                    <>
                      {link.label}
                      {link.detail && <span className="block text-xs text-slate-600">{link.detail}</span>}
                    </>
                  )}
                </LinkList>
              </details>
            );
          })}
          <Button asChild className="mt-4 w-full">
            <Link to={getStarted.to} onClick={close}>
              {getStarted.label}
            </Link>
          </Button>
        </nav>
      </Dialog.Content>
    </>,
    document.body,
  );
});
