/** `loyalty-widgets/account`: only `<loyalty-account>`, for bundlers; the session code is shared with the other entries. */
import { LoyaltyAccount } from '../elements/loyalty-account.js';
import { accountWords } from '../locales/en/account.js';
import { loginWords } from '../locales/en/login.js';
import { rewardsWords } from '../locales/en/rewards.js';
import { signupWords } from '../locales/en/signup.js';
import { define } from '../shared/define.js';

// It says some of the card's, the sign-up's and the shop's sentences too (Connect, Date of birth, Cancel).
define('loyalty-account', LoyaltyAccount, { login: loginWords, signup: signupWords, rewards: rewardsWords, account: accountWords });
export { LoyaltyAccount };
export * from './page.js';
