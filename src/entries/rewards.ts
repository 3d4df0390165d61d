/** `loyalty-widgets/rewards`: only `<loyalty-rewards>`, for bundlers; the session code is shared with the other entries. */
import { LoyaltyRewards } from '../elements/loyalty-rewards.js';
import { listWords } from '../locales/en/lists.js';
import { rewardsWords } from '../locales/en/rewards.js';
import { define } from '../shared/define.js';

define('loyalty-rewards', LoyaltyRewards, { lists: listWords, rewards: rewardsWords });
export { LoyaltyRewards };
export * from './page.js';
