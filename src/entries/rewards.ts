/** `loyalty-widgets/rewards`: only `<loyalty-rewards>`, for bundlers; the session code is shared with the other entries. */
import { LoyaltyRewards } from '../elements/loyalty-rewards.js';
import { define } from '../shared/define.js';

define('loyalty-rewards', LoyaltyRewards);
export { LoyaltyRewards };
