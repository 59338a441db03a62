import type { ContentOf } from "./schemas";
export type { Testimonial } from "./schemas";

function logo(name: string) {
  return { src: `/logos/${name}.svg`, width: 48, height: 48 };
}

/** Client quotes on the landing page. */
export const testimonials: ContentOf<"testimonials"> = [
  {
    quote:
      "We had been trying to replace a departing family nurse practitioner for four months. Within two days we had three qualified candidates, and our new FNP was seeing patients before the month was out.",
    author: "Dr. Angela Torres",
    role: "Medical Director",
    company: "Riverbend Family Health",
    logo: logo("riverbend-family-health"),
  },
  {
    quote:
      "They understood PM&R from the first call: the procedures, the patient mix, the licensing across two states. Every PA they sent us was someone we genuinely wanted to hire.",
    author: "Brian Kowalski",
    role: "Practice Administrator",
    company: "Cedar Valley Pain & Rehabilitation",
    logo: logo("cedar-valley-pain-rehabilitation"),
  },
  {
    quote:
      "Seasonal volume used to mean months of overtime for our team. Now we call in the summer, and experienced urgent care NPs are on our schedule within a couple of weeks.",
    author: "Melissa Grant",
    role: "Director of Operations",
    company: "Lakeshore Urgent Care Group",
    logo: logo("lakeshore-urgent-care"),
  },
  {
    quote:
      "Rural recruiting is hard, and most agencies stop returning calls. This team found us two PAs who wanted to live here, and both are still with us years later.",
    author: "James Whitaker",
    role: "Chief Executive Officer",
    company: "Prairie Ridge Community Health Center",
    logo: logo("prairie-ridge-community-health"),
  },
  {
    quote:
      "Psychiatric NPs are among the hardest providers to find. Their candidates were pre-screened, board certified and ready to interview, which saved our clinical leaders weeks.",
    author: "Dr. Priya Natarajan, DNP",
    role: "Clinical Director",
    company: "Bayside Behavioral Health",
    logo: logo("bayside-behavioral-health"),
  },
  {
    quote:
      "No retainer and no fee until our surgical PA started. The fee was clear from the beginning, and the whole search took under three weeks.",
    author: "Susan Albright",
    role: "Chief Operating Officer",
    company: "Northpoint Orthopedic Associates",
    logo: logo("northpoint-orthopedic-associates"),
  },
];
