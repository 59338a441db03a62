/**
 * Runs `work` after the browser has painted the next frame: in a task queued from that frame's
 * animation callback, so the frame is drawn first. Work that the visitor does not need to see in the
 * frame answering their input (a focus move, a storage write) goes here, out of that frame's way.
 * Returns a cancel function.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
