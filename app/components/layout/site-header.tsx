import { ChevronDown, Menu, X } from "lucide-react";
import { Dialog, NavigationMenu } from "radix-ui";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { Container } from "#app/components/ui/container";
import { ScrollLock } from "#app/components/ui/dialog";
import { getStarted, type NavLink, npGuides, paGuides, primaryLinks } from "#app/content/nav";
import { cn } from "#app/lib/utils";
import { Logo } from "./logo";

interface NavGroup {
  label: string;
  links: NavLink[];
}

export function SiteHeader({ jobLinks }: { jobLinks: NavLink[] }) {
  const groups: NavGroup[] = [
    { label: "Nurse Practitioner", links: npGuides },
    { label: "Physician Assistant", links: paGuides },
    // "Current" only while something is open: the menu lists open postings only.
    {
      label: jobLinks.length > 0 ? "Current Jobs" : "Jobs",
      links: [{ label: "View all jobs", to: "/jobs" }, ...jobLinks],
    },
  ];
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Link to="/" className="flex shrink-0 items-center gap-2 rounded-md">
          <Logo />
        </Link>
        <DesktopNav groups={groups} />
        <div className="flex items-center gap-2">
          <Button asChild size="sm" className="hidden sm:inline-flex">
            <Link to={getStarted.to}>{getStarted.label}</Link>
          </Button>
          <MobileNav groups={groups} />
        </div>
      </Container>
    </header>
  );
}

const navLinkClass =
  "inline-flex h-10 items-center rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900";

function DesktopNav({ groups }: { groups: NavGroup[] }) {
  return (
    <NavigationMenu.Root aria-label="Main" className="relative hidden lg:block">
      <NavigationMenu.List className="flex items-center gap-1">
        {primaryLinks.map((link) => (
          <NavigationMenu.Item key={link.to}>
            <NavigationMenu.Link asChild>
              <Link to={link.to} className={navLinkClass}>
                {link.label}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
        {groups.map((group) => (
          <NavigationMenu.Item key={group.label} className="relative">
            <NavigationMenu.Trigger className={cn(navLinkClass, "group gap-1")}>
              {group.label}
              <ChevronDown
                aria-hidden="true"
                className="size-4 transition-transform group-data-[state=open]:rotate-180"
              />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="absolute top-full right-0 z-50 mt-2 w-80 rounded-lg border border-slate-200 bg-white p-2 shadow-lg data-[state=closed]:hidden">
              <ul className="max-h-[70vh] overflow-y-auto">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavigationMenu.Link asChild>
                      <Link to={link.to} className="block rounded-md px-3 py-2 text-sm hover:bg-slate-100">
                        <span className="font-medium text-slate-900">{link.label}</span>
                        {link.detail && <span className="block text-xs text-slate-600">{link.detail}</span>}
                      </Link>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

function MobileNav({ groups }: { groups: NavGroup[] }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" className="lg:hidden" aria-label="Open menu">
          <Menu aria-hidden="true" className="size-6" />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        {/* A plain backdrop: Radix's Overlay injects a <style> element that the CSP refuses. */}
        <div aria-hidden="true" className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100%)] flex-col overflow-y-auto bg-white p-5 shadow-xl">
          <ScrollLock />
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label="Close menu">
                <X aria-hidden="true" className="size-6" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <nav aria-label="Mobile">
            <ul className="space-y-1">
              {primaryLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    onClick={close}
                    className="block rounded-md px-3 py-2 font-medium hover:bg-slate-100"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            {groups.map((group) => (
              <details key={group.label} className="group mt-2 border-t border-slate-200 pt-2">
                <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-2 font-medium hover:bg-slate-100">
                  {group.label}
                  <ChevronDown aria-hidden="true" className="size-4 group-open:rotate-180" />
                </summary>
                <ul className="mt-1 space-y-1 pl-3">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        onClick={close}
                        className="block rounded-md px-3 py-2 text-sm hover:bg-slate-100"
                      >
                        {link.label}
                        {link.detail && <span className="block text-xs text-slate-600">{link.detail}</span>}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            ))}
            <Button asChild className="mt-4 w-full">
              <Link to={getStarted.to} onClick={close}>
                {getStarted.label}
              </Link>
            </Button>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
