import type * as React from "react";
import { Container } from "#app/components/ui/container";

export function PageHeader({
  title,
  intro,
  eyebrow,
  children,
}: {
  title: string;
  intro: React.ReactNode;
  eyebrow?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white py-14 sm:py-20">
      <Container width="4xl">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        <div className="mt-5 text-lg leading-8 text-slate-700">{intro}</div>
        {children}
      </Container>
    </section>
  );
}
