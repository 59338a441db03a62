import { ChevronDown, Menu } from "lucide-react";
import { type ComponentType, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "#app/components/ui/button";
import { Container } from "#app/components/ui/container";
import { getStarted, type NavLink, npGuides, paGuides, primaryLinks } from "#app/content/nav";
import { preloadWhenIdle } from "#app/lib/preload";
import { cn } from "#app/lib/utils";
import { Logo } from "./logo";
import type { MobileNavDialogProps } from "./mobile-nav";
import type { NavGroup } from "./nav-group";

/** The menu's module once it has arrived: rendered directly, so opening never suspends. */
let loadedMobileNav: ComponentType<MobileNavDialogProps> | undefined;
const loadMobileNav = () =>
  import("./mobile-nav").then((module) => {
    loadedMobileNav = module.default;
    return module;
  });

export function SiteHeader({ jobLinks }: { jobLinks: NavLink[] }) {
  const groups: NavGroup[] = [
    { label: "Nurse Practitioner", shortLabel: "NP Guides", links: npGuides },
    { label: "Physician Assistant", shortLabel: "PA Guides", links: paGuides },
    {
      // "Current" only while something is open: the menu lists open postings only.
      label: jobLinks.length > 0 ? "Current Jobs" : "Jobs",
      shortLabel: "Jobs",
      links: jobLinks,
      allLink: { label: "View all jobs", to: "/jobs" },
    },
  ];
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <Container width="7xl" className="flex h-16 items-center justify-between gap-4">
        <Link to="/" className="flex min-w-0 items-center gap-2 rounded-md lg:shrink-0 lg:whitespace-nowrap">
          <Logo />
        </Link>
        <DesktopNav groups={groups} />
        <div className="flex shrink-0 items-center gap-2">
          <Button asChild size="sm" className="max-sm:hidden">
            <Link to={getStarted.to}>{getStarted.label}</Link>
          </Button>
          <MobileNav groups={groups} />
        </div>
      </Container>
    </header>
  );
}

const navLinkClass =
  "inline-flex h-10 items-center whitespace-nowrap rounded-md px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 xl:px-3";

/**
 * The desktop menus follow the disclosure pattern for site navigation: each group is a button that shows
 * or hides its list of links; Escape, a click elsewhere or focus leaving the group closes it.
 */
function DesktopNav({ groups }: { groups: NavGroup[] }) {
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  // The lists join the page once it has hydrated: the prerendered HTML and the /admin shell (rendered
  // without the postings) then always match what React hydrates.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the open menu.
  useEffect(() => setOpenGroup(null), [pathname, hash]);
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-0.5 xl:gap-1">
        {primaryLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={navLinkClass}>
              {link.label}
            </Link>
          </li>
        ))}
        {groups.map((group) => (
          <NavDropdown
            key={group.label}
            group={group}
            open={openGroup === group.label}
            ready={ready}
            onOpenChange={(open) => setOpenGroup(open ? group.label : null)}
          />
        ))}
      </ul>
    </nav>
  );
}

function NavDropdown({
  group,
  open,
  ready,
  onOpenChange,
}: {
  group: NavGroup;
  open: boolean;
  ready: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const latest = useRef(onOpenChange);
  latest.current = onOpenChange;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) latest.current(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      latest.current(false);
      if (itemRef.current?.contains(document.activeElement)) triggerRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const wide = group.links.length > 8;
  return (
    <li
      ref={itemRef}
      className="relative"
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        data-state={open ? "open" : "closed"}
        className={cn(navLinkClass, "group gap-1")}
        onClick={() => onOpenChange(!open)}
      >
        <span className="xl:hidden">{group.shortLabel}</span>
        <span className="hidden xl:inline">{group.label}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-data-[state=open]:rotate-180"
        />
      </button>
      <div
        id={id}
        hidden={!open}
        className={cn(
          "absolute top-full right-0 z-50 mt-2 rounded-lg border border-slate-200 bg-white p-2 shadow-lg",
          wide ? "w-[40rem]" : "w-72",
        )}
      >
        {/* In the page from hydration on: opening only unhides it, so the click paints in the next frame. */}
        {ready || open ? (
          <>
            <ul className={wide ? "grid grid-cols-2 gap-x-2" : undefined}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="block rounded-md px-3 py-1.5 text-sm hover:bg-slate-100">
                    <span className="font-medium text-slate-900">{link.label}</span>
                    {link.detail && <span className="block text-xs text-slate-600">{link.detail}</span>}
                  </Link>
                </li>
              ))}
            </ul>
            {group.allLink ? (
              <div className="mt-2 border-t border-slate-200 pt-2">
                <Link
                  to={group.allLink.to}
                  className="flex items-center justify-center rounded-md bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100"
                >
                  {group.allLink.label}
                </Link>
              </div>
            ) : null}
          </>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The phone menu's button is part of the page; the dialog behind it (Radix Dialog) is fetched while the
 * browser is idle after load (or at the visitor's first activity) and then rendered, hidden, so a tap only
 * shows it, in the next frame. A tap that comes before the code opens it when it arrives.
 */
function MobileNav({ groups }: { groups: NavGroup[] }) {
  const [open, setOpen] = useState(false);
  // (Updaters: a component passed as the state itself would be called as one.)
  const [MobileNavDialog, setMobileNavDialog] = useState<ComponentType<MobileNavDialogProps> | null>(
    () => loadedMobileNav ?? null,
  );
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(
    () =>
      preloadWhenIdle(() => {
        if (!window.matchMedia("(max-width: 1023.98px)").matches) return;
        return loadMobileNav().then((module) => setMobileNavDialog(() => module.default));
      }),
    [],
  );
  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="sm"
        className="lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpen(true);
          if (!MobileNavDialog)
            void loadMobileNav().then((module) => setMobileNavDialog(() => module.default));
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
      </Button>
      {MobileNavDialog ? (
        <MobileNavDialog open={open} onOpenChange={setOpen} groups={groups} returnFocusTo={buttonRef} />
      ) : null}
    </>
  );
}
