/** `loyalty-widgets/rewards`: only `<loyalty-rewards>`, for bundlers; the session code is shared with the other entries. */
import { LoyaltyRewards } from './loyalty-rewards.js';
import { listWords } from '../../base/list-element.words.js';
import { rewardsWords } from './loyalty-rewards.words.js';
import { define } from '../../base/define-element.js';

define('loyalty-rewards', LoyaltyRewards, { lists: listWords, rewards: rewardsWords });
export { LoyaltyRewards };
export * from '../../page/page-api.js';
