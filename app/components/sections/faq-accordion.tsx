import type * as React from "react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "#app/components/ui/accordion";

/**
 * Questions and answers, each one an item of the accordion: the landing page's short FAQ and each topic of
 * the FAQ page. An item's value is `<valuePrefix>-<its place, from 1>`.
 */
export function FaqAccordion({
  items,
  valuePrefix,
  ...accordion
}: React.ComponentProps<typeof Accordion> & {
  items: readonly { question: string; answer: string }[];
  valuePrefix: string;
}) {
  return (
    <Accordion {...accordion}>
      {items.map((item, index) => (
        <AccordionItem key={item.question} value={`${valuePrefix}-${index + 1}`}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>
            <p>{item.answer}</p>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
