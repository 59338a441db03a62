import type * as React from "react";
import type { Attribution } from "#schemas/lead";

/**
 * What a form posts besides the visible fields, as named inputs so that a browser without
 * JavaScript sends them too: the form's source, where the visit came from, when the form was
 * shown, and the honeypot (hidden from people and screen readers; only bots fill it in).
 */
export function LeadHiddenFields({
  id,
  source,
  attribution,
  startedAt,
  honeypotRef,
}: {
  id: string;
  source: string;
  attribution: Attribution;
  startedAt: number | undefined;
  honeypotRef: React.Ref<HTMLInputElement>;
}) {
  return (
    <>
      <input type="hidden" name="formSource" value={source} />
      <input type="hidden" name="attribution.pagePath" value={attribution.pagePath ?? ""} />
      {attribution.referrer ? (
        <input type="hidden" name="attribution.referrer" value={attribution.referrer} />
      ) : null}
      {Object.entries(attribution.utm ?? {}).map(([key, value]) => (
        <input key={key} type="hidden" name={`attribution.utm.${key}`} value={value} />
      ))}
      {startedAt ? <input type="hidden" name="startedAt" value={String(startedAt)} /> : null}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input
          ref={honeypotRef}
          id={`${id}-website`}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
    </>
  );
}
