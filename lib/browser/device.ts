export type Device = 'mobile' | 'tablet' | 'desktop';

/** Same breakpoints as the CSS (md 768, lg 1024). */
export function deviceForWidth(width: number): Device {
  if (width < 768) return 'mobile';
  if (width < 1024) return 'tablet';
  return 'desktop';
}

export const DEVICE_RESIZE_DELAY_MS = 50;

/**
 * Reports the device now and again 50 ms after the last resize event, so a drag-resize causes one
 * update rather than hundreds. Returns the cleanup.
 */
export function watchDevice(target: Window, onChange: (device: Device) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const report = () => onChange(deviceForWidth(target.innerWidth));
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(report, DEVICE_RESIZE_DELAY_MS);
  };
  report();
  target.addEventListener('resize', onResize, { passive: true });
  return () => {
    clearTimeout(timer);
    target.removeEventListener('resize', onResize);
  };
}
