/** `loyalty-widgets/rewards`: only `<loyalty-rewards>`, for bundlers; the session code is shared with the other entries. */
import { LoyaltyRewards } from '../elements/loyalty-rewards.js';
import { listWords } from '../locales/en/lists.js';
import { rewardsWords } from '../locales/en/rewards.js';
import { define } from '../shared/define.js';

define('loyalty-rewards', LoyaltyRewards, { lists: listWords, rewards: rewardsWords });
export { LoyaltyRewards };
// For the host page, from the copy the entries share: `loyalty-widgets` would be a second one.
export { pageSession } from '../session/context.js';
export { registerStrings } from '../locales/define.js';
