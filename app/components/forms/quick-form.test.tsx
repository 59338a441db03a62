// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster";
import { resetToasts } from "#app/lib/use-toast";
import { QuickForm } from "./quick-form";

/** The toast UI loads on demand with the first toast; give it time on a busy machine. */
const TOAST_WAIT = { timeout: 5000 };

let onSuccessSpy: () => void = () => {};

function Page() {
  return (
    <>
      <QuickForm source="Floating CTA Button" onSuccess={onSuccessSpy} />
      <Toaster />
    </>
  );
}

const Stub = createRoutesStub([{ path: "/", Component: Page }]);

function renderForm(onSuccess: () => void = () => {}) {
  onSuccessSpy = onSuccess;
  return render(<Stub initialEntries={["/"]} />);
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Get Matched Now" }));

describe("QuickForm", () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  beforeEach(() => {
    sessionStorage.clear();
    fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 201 }));
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    cleanup();
    resetToasts();
    vi.unstubAllGlobals();
  });

  it("shows the quick form's own messages", async () => {
    renderForm();
    submit();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Valid email required",
      "Phone number required",
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(screen.getByLabelText("First name"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the five fields to /api/quick-contact, toasts and tells the overlay", async () => {
    const onSuccess = vi.fn();
    renderForm(onSuccess);
    fill("First name", "Sam");
    fill("Last name", "Rivera");
    fill("Email", "sam@example.com");
    fill("Phone", "5550100199");
    fireEvent.click(screen.getByLabelText("NP/PA Professional"));
    submit();
    await screen.findByText("We'll contact you within 20 minutes!", undefined, TOAST_WAIT);
    expect(screen.getByText("Success!")).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/quick-contact");
    const body = JSON.parse(String(init?.body));
    expect(Object.keys(body).sort()).toEqual(
      [
        "attribution",
        "email",
        "firstName",
        "formSource",
        "lastName",
        "phone",
        "startedAt",
        "userType",
        "website",
      ].sort(),
    );
    expect(body).toMatchObject({ userType: "job_seeker", formSource: "Floating CTA Button" });
    await waitFor(() => expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe(""));
  });

  it("keeps the values and does not close on failure", async () => {
    const onSuccess = vi.fn();
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    renderForm(onSuccess);
    fill("First name", "Sam");
    fill("Last name", "Rivera");
    fill("Email", "sam@example.com");
    fill("Phone", "5550100199");
    submit();
    await screen.findByText("Failed to submit. Please try again.", undefined, TOAST_WAIT);
    expect(screen.getByText("Error")).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("sam@example.com");
  });
});
