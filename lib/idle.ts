// Work that can wait for the browser to be idle (at most `timeoutMs` later). Returns the cancel.
// Browser-only.
export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 0);
  return () => clearTimeout(id);
}
