import { Link } from "react-router";
import { Container } from "#app/components/ui/container";
import { site } from "#app/content/site";

export function meta() {
  return [{ title: `Page Not Found | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function NotFoundPage() {
  return (
    <Container width="2xl" className="py-20 text-center">
      <h1 className="text-3xl font-bold sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-lg text-slate-700">Did you forget to add the page to the router?</p>
      <p className="mt-2 text-slate-700">The address may be mistyped, or the page may have moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Go to the home page
        </Link>
        <Link
          to="/jobs"
          className="rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-800"
        >
          See current jobs
        </Link>
      </div>
    </Container>
  );
}
