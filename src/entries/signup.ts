/** `loyalty-widgets/signup`: only `<loyalty-signup>`, for bundlers; the session code is shared with the other entries. */
import { LoyaltySignup } from '../elements/loyalty-signup.js';
import { signupWords } from '../locales/en/signup.js';
import { define } from '../shared/define.js';

define('loyalty-signup', LoyaltySignup, { signup: signupWords });
export { LoyaltySignup };
export * from './page.js';
