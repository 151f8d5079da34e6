import { describe, expect, it, vi } from 'vitest';
import { preloadOnIntent } from './preloadOnIntent.ts';

describe('preloadOnIntent', () => {
  it('fetches the chunk when the pointer reaches the control or the keyboard focuses it', () => {
    const load = vi.fn(() => Promise.resolve({}));
    const props = preloadOnIntent(load);
    props.onPointerEnter();
    props.onFocus();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves a failed fetch to the click (no unhandled rejection): the lazy component asks again', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      preloadOnIntent(() => Promise.reject(new Error('chunk failed'))).onPointerEnter();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
