import { html, nothing, type TemplateResult } from 'lit';
import { PLATFORM_NAMES, PLATFORMS, type Platform } from '../api/types.js';
import { pageAdditions } from '../page/page-additions.js';

/**
 * The `platforms` attribute (space-separated) as platforms of the interface, in the order written,
 * each once. Unknown names are ignored so a typo never draws a button that leads nowhere.
 */
function parsePlatforms(value: string | null | undefined): Platform[] {
  const known = new Set<string>(PLATFORMS);
  const names = (value ?? '').toLowerCase().split(/\s+/).filter((name) => known.has(name));
  return [...new Set(names)] as Platform[];
}

/**
 * One button per platform of a `platforms` attribute (part `button platform`); `label` turns the
 * platform's display name into the button's text, which is also its accessible name ("Log in with
 * Twitch", "Connect Twitch").
 * The platform's mark shows beside it when the page loaded dist/platform-marks.js.
 */
export function platformButtons(
  attribute: string,
  label: (name: string) => string,
  onChoose: (platform: Platform) => void,
): TemplateResult | typeof nothing {
  const platforms = parsePlatforms(attribute);
  return platforms.length
    ? html`<div class="platforms">
        ${platforms.map(
          (platform) =>
            html`<button part="button platform" type="button" data-platform=${platform} @click=${() => onChoose(platform)}>
              ${mark(platform)}${label(PLATFORM_NAMES[platform])}
            </button>`,
        )}
      </div>`
    : nothing;
}

/** The platform's mark, in the button's text colour, when the marks module has been loaded. */
function mark(platform: Platform) {
  const path = pageAdditions().marks?.[platform];
  return path ? html`<svg class="mark" viewBox="0 0 24 24" aria-hidden="true"><path d=${path} /></svg>` : nothing;
}

/** The platforms first (the quickest way in), then "or", then the form: alike wherever a form offers them. */
export const platformsThenForm = (buttons: TemplateResult | typeof nothing, or: string): TemplateResult =>
  html`${buttons}${buttons === nothing ? nothing : html`<p class="or">${or}</p>`}<slot name="form"></slot>`;
