// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster";
import { resetToasts } from "#app/lib/use-toast";
import { ContactForm, type ContactFormProps } from "./contact-form";

/** The toast UI loads on demand with the first toast; give it time on a busy machine. */
const TOAST_WAIT = { timeout: 5000 };
const FULL_SUCCESS = "Your information has been submitted. We'll contact you within 20 minutes!";

const source = "Homepage Main Contact Form";
const title = "Get Matched with Top Healthcare Talent in 20 Minutes";

let pageProps: Partial<ContactFormProps> = {};

function Page() {
  return (
    <>
      <ContactForm source={source} title={title} {...pageProps} />
      <Toaster />
    </>
  );
}

const Stub = createRoutesStub([{ path: "/", Component: Page }]);

function renderForm(props: Partial<ContactFormProps> = {}) {
  pageProps = props;
  return render(<Stub initialEntries={["/"]} />);
}

function deferredResponse() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillValid() {
  fill("First name", "Ada");
  fill("Last name", "Lovelace");
  fill("Email", "Ada@Example.com ");
  fill("Phone", "(555) 010-0199");
  fill("Message", "We need two FNPs for our clinics.");
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: "Submit" }));

describe("ContactForm", () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  beforeEach(() => {
    sessionStorage.clear();
    fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ id: "1" }), { status: 201 }));
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    cleanup();
    resetToasts();
    vi.unstubAllGlobals();
  });

  it("is a real form that works without JavaScript", () => {
    pageProps = {};
    const html = renderToString(<Stub initialEntries={["/"]} />);
    const doc = new DOMParser().parseFromString(html, "text/html");
    const form = doc.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/api/contact");
    // Browser validation helps a visitor without JavaScript; with it, the form shows its own messages.
    expect(form.hasAttribute("novalidate")).toBe(false);
    const names = [...form.querySelectorAll("input, textarea")].map((el) => el.getAttribute("name"));
    expect(names).toEqual(
      expect.arrayContaining([
        "formSource",
        "attribution.pagePath",
        "website",
        "firstName",
        "lastName",
        "email",
        "phone",
        "userType",
        "organization",
        "position",
        "specialty",
        "location",
        "message",
      ]),
    );
    expect(form.querySelector<HTMLInputElement>('input[name="formSource"]')?.value).toBe(source);
    expect(form.querySelector<HTMLInputElement>('input[name="attribution.pagePath"]')?.value).toBe("/");
    expect(form.querySelector<HTMLInputElement>('input[value="employer"]')?.checked).toBe(true);
    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.getAttribute("tabindex")).toBe("-1");
    expect(honeypot.getAttribute("autocomplete")).toBe("off");
    expect(honeypot.closest("[aria-hidden='true']")).not.toBeNull();
    expect(form.querySelector('input[name="firstName"]')?.getAttribute("autocomplete")).toBe("given-name");
    expect(form.querySelector('input[name="organization"]')?.getAttribute("autocomplete")).toBe(
      "organization",
    );
  });

  it("shows each rule's message under its field, linked for screen readers, and focuses the first", async () => {
    renderForm();
    const form = screen.getByRole("form", { name: title });
    await waitFor(() => expect(form.getAttribute("data-enhanced")).toBe("true"));
    expect(form.hasAttribute("novalidate")).toBe(true);
    submit();
    await screen.findByText("First name must be at least 2 characters");
    for (const message of [
      "Last name must be at least 2 characters",
      "Please enter a valid email",
      "Please enter a valid phone number",
      "Message must be at least 10 characters",
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    const firstName = screen.getByLabelText("First name");
    expect(firstName.getAttribute("aria-invalid")).toBe("true");
    const describedBy = firstName.getAttribute("aria-describedby")!;
    expect(document.getElementById(describedBy)?.textContent).toBe(
      "First name must be at least 2 characters",
    );
    expect(document.activeElement).toBe(firstName);
    expect(fetchMock).not.toHaveBeenCalled();

    fill("First name", "Ada");
    await waitFor(() => expect(screen.queryByText("First name must be at least 2 characters")).toBeNull());
    expect(firstName.getAttribute("aria-invalid")).toBeNull();
  });

  it("focuses the first invalid field even when it is not the first field", async () => {
    renderForm();
    fillValid();
    fill("Phone", "123");
    submit();
    await screen.findByText("Please enter a valid phone number");
    expect(document.activeElement).toBe(screen.getByLabelText("Phone"));
  });

  it("posts the fields of the chosen visitor type with source and attribution, then resets and thanks", async () => {
    sessionStorage.setItem(
      "apex:visit",
      JSON.stringify({
        landingPath: "/",
        referrer: "https://www.google.com/",
        utm: { utm_source: "google" },
      }),
    );
    const pending = deferredResponse();
    fetchMock.mockImplementationOnce(() => pending.promise);
    renderForm();
    fillValid();
    fill(/^Organization/, "Lakeside Clinic");
    fireEvent.click(screen.getByLabelText("NP/PA Professional"));
    fill(/Desired position/, "Family NP");
    fill(/Specialty/, "Primary care");
    fill(/Location/, "Austin, TX");
    submit();

    const button = await screen.findByRole("button", { name: "Submitting..." });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    // Enter in a field submits again while the first request is out: it must not send twice.
    fireEvent.submit(screen.getByRole("form", { name: title }));
    await act(async () => {});
    expect(screen.getByRole("button", { name: "Submitting..." })).toBe(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/contact");
    expect(new Headers(init?.headers).get("idempotency-key")).toBeTruthy();
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      phone: "(555) 010-0199",
      userType: "job_seeker",
      position: "Family NP",
      specialty: "Primary care",
      location: "Austin, TX",
      message: "We need two FNPs for our clinics.",
      formSource: source,
      attribution: { pagePath: "/", referrer: "https://www.google.com/", utm: { utm_source: "google" } },
      website: "",
    });
    expect(body).not.toHaveProperty("organization");
    expect(typeof body.startedAt).toBe("number");

    await act(async () => pending.resolve(new Response(null, { status: 201 })));
    await screen.findByText(FULL_SUCCESS, undefined, TOAST_WAIT);
    expect(screen.getByText("Success!")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Submit" })).toBeTruthy();
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Healthcare Organization") as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/Thank you! Your details are with our recruiters/)).toBeTruthy();
    expect(sessionStorage.getItem("apex:lead-sent")).toBe("1");
  });

  it("leaves position and specialty out for an employer", async () => {
    renderForm();
    fillValid();
    fill(/^Organization/, "Lakeside Clinic");
    fill(/Desired position/, "ignored");
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body));
    expect(body).toMatchObject({ userType: "employer", organization: "Lakeside Clinic" });
    expect(body).not.toHaveProperty("position");
    expect(body).not.toHaveProperty("specialty");
  });

  it("keeps what was typed and shows the error toast when the server says no", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 503 }));
    renderForm();
    fillValid();
    submit();
    await screen.findByText("Failed to submit form. Please try again.", undefined, TOAST_WAIT);
    expect(screen.getByText("Error")).toBeTruthy();
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Ada");
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe(
      "We need two FNPs for our clinics.",
    );
    expect(sessionStorage.getItem("apex:lead-sent")).toBeNull();
  });

  it("replaces a compact form with a thank-you message, then brings the form back", async () => {
    renderForm({ compact: true });
    const form = screen.getByRole("form", { name: title });
    fillValid();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      submit();
      const thanks = await screen.findByText("Thank you! We'll contact you soon.", undefined, TOAST_WAIT);
      expect(form.hidden).toBe(true);
      await waitFor(() => expect(document.activeElement).toBe(thanks));
      await act(async () => vi.advanceTimersByTime(5000));
      expect(form.hidden).toBe(false);
      expect(screen.queryByText("Thank you! We'll contact you soon.")).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: title })));
    } finally {
      vi.useRealTimers();
    }
  });

  it("names the toast region so F8 can reach it", async () => {
    renderForm();
    fillValid();
    submit();
    await screen.findByText("Success!", undefined, TOAST_WAIT);
    const region = screen.getByRole("region", { name: /Notifications \(F8\)/ });
    expect(within(region).getByText("Success!")).toBeTruthy();
  });
});
