import { ArrowRight, BookOpen } from "lucide-react";
import { Link } from "react-router";

/** The looks of a guide's card: among the landing page's resources, and in the expertise page's guides. */
const GUIDE_CARD_LOOKS = {
  resource: {
    title: "mt-3 text-lg font-semibold",
    summary: "mt-2 flex-1 text-sm leading-6 text-slate-700",
    link: "mt-5 inline-flex items-center gap-1 self-start rounded-sm font-semibold text-brand-700 hover:underline",
    arrow: true,
  },
  expertise: {
    title: "mt-2 text-lg font-semibold",
    summary: "mt-2 flex-1 leading-7 text-slate-700",
    link: "mt-4 self-start rounded-sm font-semibold text-brand-700 underline-offset-4 hover:underline",
    arrow: false,
  },
} as const;

/** A card that leads to a guide: its kind, title and summary, and a link that names the guide to a screen reader. */
export function GuideCard({
  kind,
  title,
  summary,
  to,
  linkLabel,
  look,
}: {
  kind: string;
  title: string;
  summary: string;
  to: string;
  linkLabel: string;
  look: keyof typeof GUIDE_CARD_LOOKS;
}) {
  const classes = GUIDE_CARD_LOOKS[look];
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
        <BookOpen aria-hidden="true" className="size-4" />
        {kind}
      </p>
      <h3 className={classes.title}>{title}</h3>
      <p className={classes.summary}>{summary}</p>
      <Link to={to} className={classes.link}>
        {linkLabel}
        <span className="sr-only">: {title}</span>
        {classes.arrow ? <ArrowRight aria-hidden="true" className="size-4" /> : null}
      </Link>
    </article>
  );
}
