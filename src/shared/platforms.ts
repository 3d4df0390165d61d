import { html, nothing, type TemplateResult } from 'lit';
import { PLATFORM_NAMES, PLATFORMS, type Platform } from '../api/types.js';

/**
 * The `platforms` attribute (space-separated) as platforms of the interface, in the order written,
 * each once. Unknown names are ignored so a typo never draws a button that leads nowhere.
 */
export function parsePlatforms(value: string | null | undefined): Platform[] {
  const known = new Set<string>(PLATFORMS);
  const names = (value ?? '').toLowerCase().split(/\s+/).filter((name) => known.has(name));
  return [...new Set(names)] as Platform[];
}

/**
 * One button per platform (part `button platform`); `label` turns the platform's display name into
 * the button's text, which is also its accessible name ("Log in with Twitch", "Connect Twitch").
 */
export const platformButtons = (
  platforms: readonly Platform[],
  label: (name: string) => string,
  onChoose: (platform: Platform) => void,
): TemplateResult | typeof nothing =>
  platforms.length
    ? html`<div class="platforms">
        ${platforms.map(
          (platform) =>
            html`<button part="button platform" type="button" data-platform=${platform} @click=${() => onChoose(platform)}>
              ${label(PLATFORM_NAMES[platform])}
            </button>`,
        )}
      </div>`
    : nothing;
