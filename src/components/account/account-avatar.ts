import { html, nothing, type TemplateResult } from 'lit';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '../../api/profile.js';
import type { Words } from '../../i18n/english.js';

/** Whether `file` is no image the service takes: not of its types, or too large. */
export const unfitAvatar = (file: File): boolean => !AVATAR_TYPES.includes(file.type) || file.size > AVATAR_MAX_BYTES;

/**
 * The avatar form: the image `shown` (the avatar, or the one chosen before upload), the file input
 * with the limits said first (and that the file chosen is `unfit`), and `submit` (Upload); `choose`
 * hears the file chosen, `upload` the form sent.
 */
export const avatarForm = (words: Words, shown: string | undefined, unfit: boolean, choose: (event: Event) => void, upload: (event: Event) => void, submit: TemplateResult, imageFailed: (event: Event) => void): TemplateResult =>
  html`<form part="form" class="avatar" novalidate @submit=${upload}>
    ${shown ? html`<img part="avatar" src=${shown} alt="" @error=${imageFailed} />` : nothing}
    <div part="field">
      <label part="label" for="avatar-file">${words.chooseImage}</label>
      <input part="input" id="avatar-file" type="file" accept=${AVATAR_TYPES.join(',')} aria-invalid=${unfit}
        aria-describedby="avatar-limits ${unfit ? 'avatar-file-error' : ''}" @change=${choose} />
      <p class="hint" id="avatar-limits">${words.avatarLimits}</p>
      <p part="error" id="avatar-file-error" role="alert">${unfit ? words.avatarUnfit : ''}</p>
    </div>
    ${submit}
  </form>`;
