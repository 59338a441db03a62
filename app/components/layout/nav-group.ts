import type { NavLink } from "#app/content/nav";

/** A header menu: its full label (1280 px and wider), a short one for narrower desktops, its links. */
export interface NavGroup {
  label: string;
  shortLabel: string;
  links: NavLink[];
  /** Set apart below the list. */
  allLink?: NavLink;
}
