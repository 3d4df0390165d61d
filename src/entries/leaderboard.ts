/** `loyalty-widgets/leaderboard`: only `<loyalty-leaderboard>`, for bundlers; the session code is shared with the other entries. */
import { LoyaltyLeaderboard } from '../elements/loyalty-leaderboard.js';
import { listWords } from '../locales/en/lists.js';
import { leaderboardWords } from '../locales/en/leaderboard.js';
import { define } from '../shared/define.js';

define('loyalty-leaderboard', LoyaltyLeaderboard, { lists: listWords, leaderboard: leaderboardWords });
export { LoyaltyLeaderboard };
export * from './page.js';
