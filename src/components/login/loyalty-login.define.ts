/** `loyalty-widgets/login`: only `<loyalty-login>`, for bundlers; the session code is shared with the other entries. */
import { LoyaltyLogin } from './loyalty-login.js';
import { loginWords } from './loyalty-login.words.js';
import { define } from '../../base/define-element.js';

define('loyalty-login', LoyaltyLogin, { login: loginWords });
export { LoyaltyLogin };
export * from '../../page/page-api.js';
