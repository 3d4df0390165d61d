/** `loyalty-widgets/activity`: only `<loyalty-activity>`, for bundlers; the session code is shared with the other entries. */
import { LoyaltyActivity } from '../elements/loyalty-activity.js';
import { activityWords } from '../locales/en/activity.js';
import { listWords } from '../locales/en/lists.js';
import { define } from '../shared/define.js';

define('loyalty-activity', LoyaltyActivity, { lists: listWords, activity: activityWords });
export { LoyaltyActivity };
export * from './page.js';
