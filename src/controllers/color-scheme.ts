import type { ReactiveController, ReactiveElement } from 'lit';

/**
 * True when `color` is light (as text on a dark page is): from the computed value, whatever
 * colour space the page wrote it in (`rgb()`, `color(srgb …)`, `lab()`/`lch()`, `oklab()`/`oklch()`).
 */
export function isLight(color: string): boolean {
  const [a = 0, b = 0, c = 0] = (color.match(/-?[\d.]+/g) ?? []).map(Number);
  if (/^(lab|lch)\(/.test(color)) return a > 62;
  if (/^ok(lab|lch)\(/.test(color)) return a > 0.68;
  const scale = color.startsWith('color(') ? 1 : 255;
  const linear = (channel: number) => {
    const value = channel / scale;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(a) + 0.7152 * linear(b) + 0.0722 * linear(c) > 0.3;
}

/**
 * Dark colours where the page is dark (light text around the element), or where its `theme`
 * says so: the `dark` custom state (`:host(:state(dark))`) is set before each render.
 */
export class ColorScheme implements ReactiveController {
  #internals?: ElementInternals;

  constructor(private readonly host: ReactiveElement & { theme?: string }) {
    host.addController(this);
  }

  hostConnected(): void {
    this.#internals ??= this.host.attachInternals();
  }

  // Only where it was connected: a server renders without it.
  hostUpdate(): void {
    if (!this.#internals) return;
    const theme = this.host.theme?.toLowerCase();
    const dark = theme === 'dark' || (theme !== 'light' && isLight(getComputedStyle(this.host).color));
    try {
      this.#internals.states[dark ? 'add' : 'delete']('dark');
    } catch {
      // A browser without custom states keeps the light colours.
    }
  }
}
