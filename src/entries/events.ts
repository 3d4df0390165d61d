/** `loyalty-widgets/events`: only `<loyalty-events>`, for bundlers; the session code is shared with the other entries. */
import { LoyaltyEvents } from '../elements/loyalty-events.js';
import { eventsWords } from '../locales/en/events.js';
import { define } from '../shared/define.js';

define('loyalty-events', LoyaltyEvents, { events: eventsWords });
export { LoyaltyEvents };
export * from './page.js';
