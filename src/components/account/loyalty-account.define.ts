/** `loyalty-widgets/account`: only `<loyalty-account>`, for bundlers; the session code is shared with the other entries. */
import { LoyaltyAccount } from './loyalty-account.js';
import { accountWords } from './loyalty-account.words.js';
import { loginWords } from '../login/loyalty-login.words.js';
import { rewardsWords } from '../rewards/loyalty-rewards.words.js';
import { signupWords } from '../signup/loyalty-signup.words.js';
import { define } from '../../base/define-element.js';

// It says some of the card's, the sign-up's and the shop's sentences too (Connect, Date of birth, Cancel).
define('loyalty-account', LoyaltyAccount, { login: loginWords, signup: signupWords, rewards: rewardsWords, account: accountWords });
export { LoyaltyAccount };
export * from '../../page/page-api.js';
