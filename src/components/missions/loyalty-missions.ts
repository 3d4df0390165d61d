import { html, nothing } from 'lit';
import { ApiError, type LoyaltyClient } from '../../api/client.js';
import { completeMission, missions } from '../../api/missions.js';
import type { Mission } from '../../api/types.js';
import type { Session } from '../../session/session.js';
import { LoyaltyMissionCompleteEvent } from '../../base/host-events.js';
import { field, submitButton } from '../../base/form-fields.js';
import { ListElement, named, type Said } from '../../base/list-element.js';
import { states } from '../../base/loyalty-element.js';

/** Missions the fan proves with a code they were given. */
const needsCode = (mission: Mission) => mission.type === 'code' || mission.type === 'qr-code';

/**
 * Ways to earn points: each mission's reward, what to do, and whether it is done (where the
 * service says so); completing one, with its code where it needs one, updates the fan's balance
 * on every element of the session. Shown to logged-in fans.
 *
 * @fires {LoyaltyMissionCompleteEvent} loyalty-mission-complete - The fan completed a mission: `detail.mission` (as listed: `id`, `name`, `reward`, …), `detail.gold` (their balance afterwards, as the service read it again; undefined when that read failed).
 * @fires {LoyaltyLogoutEvent} loyalty-logout - The service refused the session's token (`detail.reason` is `expired`).
 *
 * @attr login-href - Address of the log-in page (`http:`, `https:` or relative): the logged-out prompt offers "Log in" there.
 * @slot logged-out - Your own prompt, shown instead of "Log in to earn points with missions." while no fan is logged in.
 *
 * @csspart item - One mission's card.
 * @csspart item-image - The mission's image (left out when it fails to load).
 * @csspart item-name - The mission's name (a heading).
 * @csspart points - What the mission earns ("Earn 50 gold").
 * @csspart badge - "Done", on a mission the service says is done.
 * @csspart form - The code form of a `code` or `qr-code` mission.
 * @csspart field - The code field: its label, input and error.
 * @csspart label - The code field's label.
 * @csspart input - The code input (`autocomplete="one-time-code"`).
 * @csspart button - Complete and Retry buttons.
 * @csspart submit - The Complete button of a code mission.
 * @csspart link - "Log in" in the logged-out prompt, with `login-href`.
 * @csspart message - Loading, empty and logged-out text, and what a completed mission earned (focused once it is done).
 * @csspart error - What went wrong (`role=alert`): the list could not be read, a completion failed (beside its mission), a code is missing or refused (under its field), or `team` or `base-url` is unusable.
 *
 * @tag loyalty-missions
 */
export class LoyaltyMissions extends ListElement<Mission> {
  static override properties = states('codeError');

  protected override readonly listWords = { loggedOut: 'missionsLoggedOut', empty: 'noMissions', action: 'mission-list', spend: 'mission-complete' } as const;
  /** The code typed for each mission, kept across renders. */
  #codes = new Map<number, string>();
  /** The mission whose code field shows what is wrong with it. */
  private codeError?: { id: number; said: Said };

  protected override load(client: LoyaltyClient, token: string, signal: AbortSignal): Promise<Mission[]> {
    return missions(client, token, { signal });
  }

  #complete(mission: Mission, event?: Event) {
    event?.preventDefault();
    if (!this.spending.ready) return;
    const code = needsCode(mission) ? this.#codes.get(mission.id)?.trim() : undefined;
    this.codeError = undefined;
    if (needsCode(mission) && !code) {
      this.codeError = { id: mission.id, said: () => this.words.enterCode };
      this.focusAfter.focus(`#code-${mission.id}`);
      return;
    }
    void this.spending.run(
      mission,
      async (token, client, signal) => {
        await completeMission(client, mission.id, code, token, { signal });
        this.#codes.delete(mission.id);
        return () => this.words.missionDone(this.points(mission.reward));
      },
      (_, gold) => {
        // Done, its form or button goes: the fan's place is what they earned.
        this.focusAfter.focus(`#said-${mission.id}`);
        this.dispatchEvent(new LoyaltyMissionCompleteEvent(mission, gold));
      },
    );
  }

  // Nothing the last fan typed, or was told of it, stays.
  protected override forget(): void {
    this.#codes.clear();
    this.codeError = undefined;
  }

  // A wrong code is the field's to say, and the fan's to fix there; a mission done already (409) or a pause asked for (429) is not the code's fault.
  protected override refusedHere(mission: Mission, error: unknown): boolean {
    if (!(needsCode(mission) && error instanceof ApiError && error.kind === 'http' && error.status !== 409 && error.status !== 429)) return false;
    this.codeError = { id: mission.id, said: () => this.describe(error) };
    this.focusAfter.focus(`#code-${mission.id}`);
    return true;
  }

  protected override renderList(missions: Mission[], _session: Session) {
    const words = this.words;
    // Waiting out a 429: why, and for how long, beside each Complete, which it describes.
    const waiting = this.waiting();
    return html`<ul tabindex="-1">
      ${this.each(missions, (mission) => {
        const complete = named(this.acting === mission.id ? words.completing : words.complete, mission);
        const done = mission.completed;
        const waitId = `wait-${mission.id}`;
        const wait = html`<span part="message" id=${waitId}>${waiting}</span>`;
        return this.card(
          mission,
          words.earn(this.points(mission.reward)),
          done && words.done,
          html`${mission.description ? html`<p class="description">${mission.description}</p>` : nothing}
            ${done
              ? nothing
              : needsCode(mission)
                ? html`<form part="form" class="row" novalidate @submit=${(e: Event) => this.#complete(mission, e)}>
                    ${field({
                      id: `code-${mission.id}`,
                      name: 'code',
                      label: named(words.code, mission),
                      value: this.#codes.get(mission.id) ?? '',
                      // Retyped, the code is no longer the one refused: its error goes, as in every form.
                      onInput: (value) => {
                        this.#codes.set(mission.id, value);
                        if (this.codeError?.id === mission.id) this.codeError = undefined;
                      },
                      autocomplete: 'one-time-code',
                      required: true,
                      error: this.codeError?.id === mission.id ? this.codeError.said() : undefined,
                    })}
                    ${submitButton(complete, !this.spending.ready, true, waiting && waitId)} ${wait}
                  </form>`
                : html`<p>
                    <button
                      part="button"
                      class="primary"
                      type="button"
                      aria-disabled=${!this.spending.ready}
                      aria-describedby=${waiting ? waitId : nothing}
                      @click=${() => this.#complete(mission)}
                    >
                      ${complete}
                    </button>
                    ${wait}
                  </p>`}`,
          'success',
        );
      })}
    </ul>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'loyalty-missions': LoyaltyMissions;
  }
}
