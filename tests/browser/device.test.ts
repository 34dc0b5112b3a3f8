import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceForWidth, watchDevice } from '@/lib/browser/device';

class FakeWindow extends EventTarget {
  innerWidth = 1280;
  resizeTo(width: number) {
    this.innerWidth = width;
    this.dispatchEvent(new Event('resize'));
  }
}

describe('device info', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('maps widths to mobile, tablet and desktop', () => {
    expect(deviceForWidth(320)).toBe('mobile');
    expect(deviceForWidth(767)).toBe('mobile');
    expect(deviceForWidth(768)).toBe('tablet');
    expect(deviceForWidth(1023)).toBe('tablet');
    expect(deviceForWidth(1024)).toBe('desktop');
  });

  it('recalculates 50 ms after the last resize', () => {
    const target = new FakeWindow();
    const onChange = vi.fn();
    const stop = watchDevice(target as unknown as Window, onChange);
    expect(onChange).toHaveBeenLastCalledWith('desktop');
    onChange.mockClear();

    target.resizeTo(900);
    vi.advanceTimersByTime(30);
    target.resizeTo(500);
    vi.advanceTimersByTime(49);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('mobile');

    stop();
    target.resizeTo(1400);
    vi.advanceTimersByTime(100);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
