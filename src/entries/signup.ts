/** `loyalty-widgets/signup`: only `<loyalty-signup>`, for bundlers; the session code is shared with the other entries. */
import { LoyaltySignup } from '../elements/loyalty-signup.js';
import { signupWords } from '../locales/en/signup.js';
import { define } from '../shared/define.js';

define('loyalty-signup', LoyaltySignup, { signup: signupWords });
export { LoyaltySignup };
// For the host page, from the copy the entries share: `loyalty-widgets` would be a second one.
export { pageSession } from '../session/context.js';
export { registerStrings } from '../locales/define.js';
