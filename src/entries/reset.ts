/** `loyalty-widgets/reset`: only `<loyalty-reset>`, for bundlers; the session code is shared with the other entries. */
import { LoyaltyReset } from '../elements/loyalty-reset.js';
import { resetWords } from '../locales/en/reset.js';
import { define } from '../shared/define.js';

define('loyalty-reset', LoyaltyReset, { reset: resetWords });
export { LoyaltyReset };
export * from './page.js';
