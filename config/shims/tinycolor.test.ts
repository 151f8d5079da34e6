import { TinyColor as Original } from '@ctrl/tinycolor';
import { describe, expect, it } from 'vitest';
import { TinyColor } from './tinycolor.ts';

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

describe('the tinycolor shim answers pro-provider as tinycolor does', () => {
  it.each(['#4E8BF5', '#0f1b2d', 'rgba(0,0,0,0.88)', '#ffffff', '#1677ff'])('%s: setAlpha exactly, lighten within one step per channel', (color) => {
    for (const alpha of [0, 0.15, 0.5, 1]) expect(new TinyColor(color).setAlpha(alpha).toRgbString()).toBe(new Original(color).setAlpha(alpha).toRgbString());
    for (const amount of [5, 10, 20]) {
      const ours = channels(new TinyColor(color).lighten(amount).toHexString());
      const theirs = channels(new Original(color).lighten(amount).toHexString());
      ours.forEach((value, i) => expect(Math.abs(value - theirs[i])).toBeLessThanOrEqual(1));
    }
  });
});
