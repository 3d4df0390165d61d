/** `loyalty-widgets/missions`: only `<loyalty-missions>`, for bundlers; the session code is shared with the other entries. */
import { LoyaltyMissions } from '../elements/loyalty-missions.js';
import { define } from '../shared/define.js';

define('loyalty-missions', LoyaltyMissions);
export { LoyaltyMissions };
