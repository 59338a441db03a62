// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { findJobByPath } from "#app/content/jobs/index";
import { LICENSE_STATE_CODES, RESUME_ACCEPT } from "#schemas/application";
import { APPLICATION_API_PATH } from "#schemas/paths";
import { loadApplicationForm } from "./deferred-application-form";
import { JobPostingView } from "./job-posting-view";

function render(path: string, expired = false): Document {
  const job = findJobByPath(path);
  if (!job) throw new Error(path);
  const router = createMemoryRouter(
    [{ path: "*", element: <JobPostingView job={job} expired={expired} /> }],
    {
      initialEntries: [path],
    },
  );
  return new DOMParser().parseFromString(
    renderToStaticMarkup(<RouterProvider router={router} />),
    "text/html",
  );
}

describe("the prerendered application form", () => {
  // As the job page's loader does on the server: the form's code is in memory before the render.
  beforeAll(async () => {
    await loadApplicationForm();
  });

  it.each(["/job-valley-alabama", "/job-hyannis-pmr"])(
    "%s: a plain multipart post to the intake that works without JavaScript",
    (path) => {
      const doc = render(path);
      const form = doc.querySelector<HTMLFormElement>("#apply-now form");
      expect(form).not.toBeNull();
      expect(form?.getAttribute("method")).toBe("post");
      expect(form?.getAttribute("action")).toBe(APPLICATION_API_PATH);
      expect(form?.getAttribute("enctype")).toBe("multipart/form-data");
      // The browser checks what it can until the script takes over.
      expect(form?.hasAttribute("novalidate")).toBe(false);
      const named = (name: string) => [...form!.querySelectorAll<HTMLInputElement>(`[name='${name}']`)];
      expect(named("job")[0]?.value).toBe(path);
      for (const name of ["firstName", "lastName", "email", "phone"]) {
        const input = named(name)[0];
        expect(input?.required, name).toBe(true);
        // Every control has a label.
        expect(doc.querySelector(`label[for='${input?.id}']`), name).not.toBeNull();
      }
      expect(named("credential").map((input) => input.value)).toEqual(["NP", "PA", "Other"]);
      expect(named("licenseStates").map((input) => input.value)).toEqual(LICENSE_STATE_CODES);
      expect(named("licenseStates").every((input) => input.type === "checkbox")).toBe(true);
      expect(named("yearsExperience")[0]?.required).toBe(false);
      expect(form?.querySelector("textarea[name='message']")?.hasAttribute("required")).toBe(false);
      const resume = named("resume")[0];
      expect(resume?.type).toBe("file");
      expect(resume?.getAttribute("accept")).toBe(RESUME_ACCEPT);
      expect(resume?.required).toBe(true);
      const consent = named("consent")[0];
      expect(consent?.type).toBe("checkbox");
      expect(consent?.value).toBe("on");
      expect(doc.querySelector(`label[for='${consent?.id}'] a[href='/privacy-policy']`)).not.toBeNull();
      expect(named("website")).toHaveLength(1);
      expect(named("attribution.pagePath")[0]?.value).toBe(path);
      expect(form?.querySelector("button[type='submit']")?.textContent).toBe("Send Application");
    },
  );

  it("is not on an expired posting", () => {
    expect(render("/job-valley-alabama", true).querySelector("form")).toBeNull();
    expect(render("/job-hyannis-pmr", true).querySelector("#apply-now")).toBeNull();
  });
});
