import { lazy, Suspense } from "react";
import type { ContactFormProps } from "./contact-form";

const ContactForm = lazy(() => import("./contact-form").then((module) => ({ default: module.ContactForm })));

/**
 * The full contact form, loaded apart from the page's first scripts: its prerendered HTML is on the page at
 * once (and posts without JavaScript), and the form logic hydrates it when its chunk arrives.
 */
export function LazyContactForm(props: ContactFormProps) {
  return (
    <Suspense fallback={null}>
      <ContactForm {...props} />
    </Suspense>
  );
}
