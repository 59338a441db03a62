import { Quote } from "lucide-react";
import { Container } from "#app/components/ui/container";
import { landing } from "#app/content/landing";
import { testimonials } from "#app/content/testimonials";
import { SectionHeading } from "./section-heading";

export function TestimonialsSection() {
  const { testimonials: copy } = landing;
  return (
    <section id="testimonials" aria-labelledby="testimonials-heading" className="bg-slate-50 py-16 sm:py-24">
      <Container>
        <SectionHeading id="testimonials-heading" {...copy} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.author} className="flex">
              <figure className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <Quote aria-hidden="true" className="size-8 text-brand-200" />
                <blockquote className="mt-3 flex-1 leading-7 text-slate-800">
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-4 border-t border-slate-100 pt-5">
                  {/* The company is named in the caption, so the logo is decorative. */}
                  <img
                    src={item.logo.src}
                    width={item.logo.width}
                    height={item.logo.height}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="size-12 shrink-0 rounded-lg"
                  />
                  <span className="text-sm">
                    <span className="block font-semibold text-slate-900">{item.author}</span>
                    <span className="block text-slate-700">
                      {item.role}, {item.company}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
