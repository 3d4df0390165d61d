/** `loyalty-widgets/events`: only `<loyalty-events>`, for bundlers; the session code is shared with the other entries. */
import { LoyaltyEvents } from './loyalty-events.js';
import { eventsWords } from './loyalty-events.words.js';
import { define } from '../../base/define-element.js';

define('loyalty-events', LoyaltyEvents, { events: eventsWords });
export { LoyaltyEvents };
export * from '../../page/page-api.js';
