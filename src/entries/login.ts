/** `loyalty-widgets/login`: only `<loyalty-login>`, for bundlers; the session code is shared with the other entries. */
import { LoyaltyLogin } from '../elements/loyalty-login.js';
import { loginWords } from '../locales/en/login.js';
import { define } from '../shared/define.js';

define('loyalty-login', LoyaltyLogin, { login: loginWords });
export { LoyaltyLogin };
// For the host page, from the copy the entries share: `loyalty-widgets` would be a second one.
export { pageSession } from '../session/context.js';
export { registerStrings } from '../locales/define.js';
