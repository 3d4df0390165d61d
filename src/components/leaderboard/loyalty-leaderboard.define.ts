/** `loyalty-widgets/leaderboard`: only `<loyalty-leaderboard>`, for bundlers; the session code is shared with the other entries. */
import { LoyaltyLeaderboard } from './loyalty-leaderboard.js';
import { listWords } from '../../base/list-element.words.js';
import { leaderboardWords } from './loyalty-leaderboard.words.js';
import { define } from '../../base/define-element.js';

define('loyalty-leaderboard', LoyaltyLeaderboard, { lists: listWords, leaderboard: leaderboardWords });
export { LoyaltyLeaderboard };
export * from '../../page/page-api.js';
