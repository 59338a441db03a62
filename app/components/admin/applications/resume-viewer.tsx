import { Eye, EyeOff } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "#app/components/ui/button";
import type { ResumeType } from "#schemas/application";

/** pdf.js comes with this module, fetched only when a recruiter opens a preview. */
const ResumePreview = lazy(() => import("./resume-preview"));

/**
 * The résumé in the app: a PDF is drawn on request (the preview reads the download's bytes); a Word file cannot
 * be drawn safely in the browser, so it is offered as the download only.
 */
export function ResumeViewer({ url, type, name }: { url: string; type: ResumeType; name: string }) {
  const [open, setOpen] = useState(false);
  if (type !== "pdf") {
    return (
      <p className="mt-2 text-sm text-slate-700">
        Word documents are not shown in the app: download the résumé to open it in Word or another editor.
      </p>
    );
  }
  return (
    <div className="mt-2">
      <Button type="button" variant="outline" aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
        {open ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        {open ? "Hide the preview" : "Preview résumé"}
      </Button>
      {open && (
        <Suspense fallback={<p className="mt-3 text-sm text-slate-700">Loading the preview…</p>}>
          <ResumePreview url={url} name={name} />
        </Suspense>
      )}
    </div>
  );
}
