/** `loyalty-widgets/missions`: only `<loyalty-missions>`, for bundlers; the session code is shared with the other entries. */
import { LoyaltyMissions } from './loyalty-missions.js';
import { listWords } from '../../base/list-element.words.js';
import { missionsWords } from './loyalty-missions.words.js';
import { define } from '../../base/define-element.js';

define('loyalty-missions', LoyaltyMissions, { lists: listWords, missions: missionsWords });
export { LoyaltyMissions };
export * from '../../page/page-api.js';
