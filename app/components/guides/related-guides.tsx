import { ArrowRight } from "lucide-react";
import { Container } from "#app/components/ui/container";
import { LinkList } from "#app/components/ui/link-list";

export interface RelatedGuide {
  to: string;
  label: string;
  text: string;
}

export function RelatedGuides({ items }: { items: readonly RelatedGuide[] }) {
  return (
    <section id="related-guides" aria-labelledby="related-guides-heading" className="bg-slate-50 py-14">
      <Container>
        <h2 id="related-guides-heading" className="text-2xl font-bold tracking-tight">
          Related guides
        </h2>
        <LinkList
          links={items}
          className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          linkClassName="group flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-700"
        >
          {(item) => (
            <>
              <span className="flex items-center gap-2 font-semibold text-brand-800">
                {item.label}
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                />
              </span>
              <span className="mt-2 text-sm leading-6 text-slate-700">{item.text}</span>
            </>
          )}
        </LinkList>
      </Container>
    </section>
  );
}
