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
