import { useParams } from "react-router";
import { AdminApp } from "#app/components/admin/admin-app";
import { site } from "#app/content/site";

export function meta() {
  return [{ title: `Recruiter inbox | ${site.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

/** The staff inbox: rendered in the browser only, never prerendered or linked from the public site. */
export default function AdminPage() {
  const params = useParams();
  return <AdminApp path={params["*"] ?? ""} />;
}
