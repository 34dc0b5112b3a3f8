/** Runs `task` when the browser has nothing better to do (soon, where idle callbacks are missing). */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

/**
 * Runs `task` just after the browser has painted the next frame: what a click shows at once (the
 * pressed button) is not held up by a larger render the click also causes (a sidebar opening over
 * the page), which then starts in a task of its own.
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}
