import { html, type TemplateResult } from 'lit';
import { PLATFORM_NAMES, PLATFORMS, type Platform, type User } from '../../api/types.js';
import type { Words } from '../../i18n/english.js';

/**
 * Each platform connected, or `offered` (space-separated), as connected or not: Connect, or
 * Disconnect after a confirmation in the page (the one `confirming`, while the account is `ready`
 * for it). `confirm` asks to confirm disconnecting a platform, or no longer, and takes the fan to
 * the button `next`.
 */
export function platformList(
  words: Words,
  user: User,
  offered: string,
  confirming: Platform | undefined,
  ready: boolean,
  confirm: (platform: Platform | undefined, next: string) => void,
  disconnect: (platform: Platform) => void,
  connect: (platform: Platform) => void,
): TemplateResult {
  const shown = offered.toLowerCase().split(/\s+/);
  const connected = user.connected ?? [];
  return html`<ul class="platforms">
    ${PLATFORMS.filter((p) => connected.includes(p) || shown.includes(p)).map((platform) => {
      const name = PLATFORM_NAMES[platform];
      const linked = connected.includes(platform);
      return html`<li part="platform" data-platform=${platform}>
        <span><strong>${name}</strong> ${linked ? words.connected : words.notConnected}</span>
        ${confirming === platform
          ? html`<span role="group" aria-labelledby=${`ask-${platform}`}>
              <span id=${`ask-${platform}`}>${words.disconnectAsk(name)}</span>
              <button part="button submit" type="button" class="confirm" aria-disabled=${!ready} @click=${() => disconnect(platform)}>
                ${words.disconnect(name)}
              </button>
              <button part="button" type="button" @click=${() => confirm(undefined, `[data-platform=${platform}] button`)}>${words.keep}</button>
            </span>`
          : linked
            ? html`<button part="button" type="button" @click=${() => confirm(platform, '.confirm')}>${words.disconnect(name)}</button>`
            : html`<button part="button" type="button" @click=${() => connect(platform)}>${words.connect(name)}</button>`}
      </li>`;
    })}
  </ul>`;
}
