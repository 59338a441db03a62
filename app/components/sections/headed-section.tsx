import type { ReactNode } from "react";
import { Container } from "#app/components/ui/container";
import { SectionHeading } from "./section-heading";

/**
 * A page section under its own heading: the section, named by its h2 (`headingId`), the page-width
 * container, the eyebrow, h2 and introduction, then the section's content. `anchor` is the section's own
 * id where a link jumps to it.
 */
export function HeadedSection({
  anchor,
  headingId,
  className,
  width,
  children,
  ...heading
}: Omit<React.ComponentProps<typeof SectionHeading>, "id"> & {
  anchor?: string;
  headingId: string;
  className?: string;
  width?: React.ComponentProps<typeof Container>["width"];
  children: ReactNode;
}) {
  return (
    <section id={anchor} aria-labelledby={headingId} className={className}>
      <Container width={width}>
        <SectionHeading id={headingId} {...heading} />
        {children}
      </Container>
    </section>
  );
}
