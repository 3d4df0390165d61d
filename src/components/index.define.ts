/**
 * `loyalty-widgets` for bundlers: every element through its own entry, and everything the package
 * exports. An app that imports it beside `loyalty-widgets/<element>` gets one copy of each element,
 * of Lit and of the session. (The CDN module, dist/loyalty-widgets.js, is src/index.ts on its own.)
 */
import './login/loyalty-login.define.js';
import './signup/loyalty-signup.define.js';
import './reset/loyalty-reset.define.js';
import './events/loyalty-events.define.js';
import './rewards/loyalty-rewards.define.js';
import './missions/loyalty-missions.define.js';
import './leaderboard/loyalty-leaderboard.define.js';

export * from '../index.js';
