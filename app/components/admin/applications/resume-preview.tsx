import { useEffect, useRef, useState } from "react";
import { Alert } from "#app/components/ui/alert";

/**
 * A PDF résumé drawn page by page on canvases with pdf.js, in the staff app only. This module (and pdf.js with
 * it) is loaded when a recruiter asks for the preview; its worker runs the parser off the page. The file is
 * fetched from the download's own address, so it keeps that answer's headers (attachment, nosniff, sandbox,
 * no-store): it is read as bytes here, never opened by the browser as a page.
 */

/** Pages drawn at most; the download has the rest. */
const MAX_PAGES = 10;

type State =
  | { phase: "loading" }
  | { phase: "shown"; pages: number; drawn: number }
  | { phase: "failed"; message: string };

export default function ResumePreview({ url, name }: { url: string; name: string }) {
  const holder = useRef<HTMLElement>(null);
  const [state, setState] = useState<State>({ phase: "loading" });

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    (async () => {
      const [pdfjs, response] = await Promise.all([
        import("pdfjs-dist"),
        fetch(url, { credentials: "same-origin", cache: "no-store" }),
      ]);
      if (!response.ok) throw new Error(`The résumé could not be read (HTTP ${response.status}).`);
      const data = new Uint8Array(await response.arrayBuffer());
      if (cancelled) return;
      const worker = new Worker(new URL("pdfjs-dist/build/pdf.worker.min.mjs", import.meta.url), {
        type: "module",
      });
      const task = pdfjs.getDocument({
        data,
        worker: pdfjs.PDFWorker.fromPort({ port: worker }),
        isEvalSupported: false,
        enableXfa: false,
        verbosity: 0,
      });
      destroy = () => {
        void task.destroy();
        worker.terminate();
      };
      const pdf = await task.promise;
      const count = Math.min(pdf.numPages, MAX_PAGES);
      const target = holder.current;
      if (cancelled || !target) return;
      // The holder's padding (8 px a side) and the canvas's border (1 px a side) inside its width.
      const width = Math.max(240, target.clientWidth - 18);
      const ratio = window.devicePixelRatio || 1;
      for (let number = 1; number <= count; number += 1) {
        const page = await pdf.getPage(number);
        if (cancelled) return;
        const base = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: width / base.width });
        const canvas = document.createElement("canvas");
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        canvas.setAttribute("role", "img");
        canvas.setAttribute("aria-label", `Page ${number} of ${pdf.numPages} of ${name}`);
        canvas.dataset.resumePage = String(number);
        canvas.className = "block rounded border border-slate-300 bg-white shadow-sm";
        const context = canvas.getContext("2d");
        if (!context) throw new Error("This browser cannot draw the preview.");
        target.append(canvas);
        await page.render({
          canvasContext: context,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        }).promise;
      }
      if (!cancelled) setState({ phase: "shown", pages: pdf.numPages, drawn: count });
    })().catch((error: unknown) => {
      if (cancelled) return;
      setState({
        phase: "failed",
        message:
          error instanceof Error && error.message.startsWith("The résumé")
            ? error.message
            : "This PDF could not be shown here. Download it to open it.",
      });
    });
    return () => {
      cancelled = true;
      destroy?.();
      holder.current?.replaceChildren();
    };
  }, [url, name]);

  return (
    <div className="mt-3 space-y-2">
      <p role="status" className="text-sm text-slate-700">
        {state.phase === "loading" && "Drawing the résumé…"}
        {state.phase === "shown" &&
          (state.pages > state.drawn
            ? `Showing pages 1–${state.drawn} of ${state.pages}. Download the résumé for the rest.`
            : `Showing ${state.pages === 1 ? "the one page" : `all ${state.pages} pages`}.`)}
      </p>
      {state.phase === "failed" && <Alert variant="error">{state.message}</Alert>}
      <section
        ref={holder}
        data-resume-preview
        aria-label={`Preview of ${name}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the preview scrolls, so the keyboard must reach it
        tabIndex={0}
        className="max-h-[80vh] space-y-3 overflow-auto rounded-md bg-slate-100 p-2 focus-visible:outline-2 focus-visible:outline-brand-700"
      />
    </div>
  );
}
