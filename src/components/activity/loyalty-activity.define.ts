/** `loyalty-widgets/activity`: only `<loyalty-activity>`, for bundlers; the session code is shared with the other entries. */
import { LoyaltyActivity } from './loyalty-activity.js';
import { activityWords } from './loyalty-activity.words.js';
import { listWords } from '../../base/list-element.words.js';
import { define } from '../../base/define-element.js';

define('loyalty-activity', LoyaltyActivity, { lists: listWords, activity: activityWords });
export { LoyaltyActivity };
export * from '../../page/page-api.js';
