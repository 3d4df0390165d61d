/** `loyalty-widgets/signup`: only `<loyalty-signup>`, for bundlers; the session code is shared with the other entries. */
import { LoyaltySignup } from './loyalty-signup.js';
import { signupWords } from './loyalty-signup.words.js';
import { define } from '../../base/define-element.js';

define('loyalty-signup', LoyaltySignup, { signup: signupWords });
export { LoyaltySignup };
export * from '../../page/page-api.js';
