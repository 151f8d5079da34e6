import { FastColor } from '@ant-design/fast-color';

/**
 * Stands in for @ctrl/tinycolor in builds (config/plugins/browserShims.ts). @ant-design/pro-provider uses it for two
 * colour helpers (`setAlpha`, `lighten`) of ProLayout's theme; antd already ships @ant-design/fast-color, which
 * parses every CSS colour, so the first load carries one colour library instead of two. Only what pro-provider
 * calls is here, with tinycolor's arithmetic and formats (a unit test compares the results with tinycolor's).
 */
export class TinyColor {
  private r: number;
  private g: number;
  private b: number;
  private a: number;

  constructor(input: string) {
    const parsed = new FastColor(input);
    this.r = parsed.r;
    this.g = parsed.g;
    this.b = parsed.b;
    this.a = parsed.a;
  }

  setAlpha(alpha: number) {
    this.a = Math.min(1, Math.max(0, alpha));
    return this;
  }

  /** The HSL lightness raised by `amount` percent, clamped (FastColor's own lighten works on HSV's saturation). */
  lighten(amount = 10) {
    const { h, s, l } = rgbToHsl(this.r / 255, this.g / 255, this.b / 255);
    [this.r, this.g, this.b] = hslToRgb(h, s, Math.min(1, Math.max(0, l + amount / 100))).map((channel) => channel * 255);
    return this;
  }

  /** `rgb(r, g, b)` when opaque, else `rgba(r, g, b, a)` with the alpha to two decimals. */
  toRgbString() {
    const channels = `${Math.round(this.r)}, ${Math.round(this.g)}, ${Math.round(this.b)}`;
    const alpha = Math.round(this.a * 100) / 100;
    return alpha === 1 ? `rgb(${channels})` : `rgba(${channels}, ${alpha})`;
  }

  /** `#rrggbb`, whatever the alpha. */
  toHexString() {
    return `#${[this.r, this.g, this.b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
  }
}

function rgbToHsl(r: number, g: number, b: number) {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = (max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4) / 6;
  return { h, s, l };
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  if (s === 0) return [l, l, l];
  const hueToRgb = (p: number, q: number, t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  return [hueToRgb(p, q, h + 1 / 3), hueToRgb(p, q, h), hueToRgb(p, q, h - 1 / 3)];
}
