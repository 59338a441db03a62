import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * A list of the site's own links, one an item: the related guides, the not-found page's ways on, the
 * mobile menu. `children` draws what a link says; `onNavigate` runs when one is followed (the menu closes).
 */
export function LinkList<L extends { to: string }>({
  links,
  className,
  linkClassName,
  onNavigate,
  children,
}: {
  links: readonly L[];
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
  children: (link: L) => ReactNode;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} onClick={onNavigate} className={linkClassName}>
            {children(link)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A list of links to places on the same page (`#id`): a guide's or a policy's contents, the FAQ's topics. */
export function InPageLinks({
  entries,
  as: List = "ul",
  className,
  linkClassName,
}: {
  entries: readonly { id: string; label: string }[];
  as?: "ul" | "ol";
  className?: string;
  linkClassName?: string;
}) {
  return (
    <List className={className}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} className={linkClassName}>
            {entry.label}
          </a>
        </li>
      ))}
    </List>
  );
}
