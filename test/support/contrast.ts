/** WCAG contrast of what is drawn: colours as computed, a translucent one laid over what is behind it. */
import { executeServerCommand } from '@web/test-runner-commands';

type Rgba = [number, number, number, number];

/** A computed colour (`rgb()`, `rgba()` or `color(srgb …)`) as 0–255 channels and alpha. */
export function rgba(color: string): Rgba {
  const numbers = (color.match(/-?[\d.]+/g) ?? []).map(Number);
  if (color.startsWith('color(srgb')) {
    const [r, g, b, a = 1] = numbers;
    return [r * 255, g * 255, b * 255, a];
  }
  const [r, g, b, a = 1] = numbers;
  return [r, g, b, a];
}

/** `top` laid over the opaque `bottom`. */
export const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];

const luminance = ([r, g, b]: Rgba) => {
  const linear = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

/** The contrast ratio (1 to 21) of two opaque colours. */
export function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The opaque background behind `node`: what its ancestors (across shadow roots) paint, translucent layers laid over what is below them. */
export function backgroundOf(node: Element): Rgba {
  const layers: Rgba[] = [];
  for (let at: Element | null = node; at; at = at.parentElement ?? ((at.getRootNode() as ShadowRoot).host ?? null)) {
    const color = rgba(getComputedStyle(at).backgroundColor);
    if (color[3] > 0) layers.push(color);
    if (color[3] >= 1) break;
  }
  return layers.reduceRight<Rgba>((below, layer) => over(layer, below), canvas());
}

/** The page's own colour below everything: the system's Canvas (white, unless forced colours or a dark scheme say otherwise). */
function canvas(): Rgba {
  const probe = document.body.appendChild(document.createElement('i'));
  probe.style.backgroundColor = 'Canvas';
  const color = rgba(getComputedStyle(probe).backgroundColor);
  probe.remove();
  return color;
}

/**
 * Runs `test` in forced colours (Windows High Contrast) with the system's light or dark palette,
 * as Chromium emulates them; where the engine cannot, the running test (`mocha`) is reported as
 * skipped instead.
 */
export async function inForcedColors(mocha: Mocha.Context, palette: 'light' | 'dark', test: () => Promise<void>): Promise<void> {
  if (!(await executeServerCommand('forced-colors', palette))) mocha.skip();
  try {
    await test();
  } finally {
    await executeServerCommand('forced-colors', false);
  }
}
