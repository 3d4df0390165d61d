/** `loyalty-widgets/login`: only `<loyalty-login>`, for bundlers; the session code is shared with the other entries. */
import { LoyaltyLogin } from '../elements/loyalty-login.js';
import { loginWords } from '../locales/en/login.js';
import { define } from '../shared/define.js';

define('loyalty-login', LoyaltyLogin, { login: loginWords });
export { LoyaltyLogin };
export * from './page.js';
