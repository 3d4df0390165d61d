/** `loyalty-widgets/reset`: only `<loyalty-reset>`, for bundlers; the session code is shared with the other entries. */
import { LoyaltyReset } from './loyalty-reset.js';
import { resetWords } from './loyalty-reset.words.js';
import { define } from '../../base/define-element.js';

define('loyalty-reset', LoyaltyReset, { reset: resetWords });
export { LoyaltyReset };
export * from '../../page/page-api.js';
