/** `loyalty-widgets/missions`: only `<loyalty-missions>`, for bundlers; the session code is shared with the other entries. */
import { LoyaltyMissions } from '../elements/loyalty-missions.js';
import { listWords } from '../locales/en/lists.js';
import { missionsWords } from '../locales/en/missions.js';
import { define } from '../shared/define.js';

define('loyalty-missions', LoyaltyMissions, { lists: listWords, missions: missionsWords });
export { LoyaltyMissions };
export * from './page.js';
