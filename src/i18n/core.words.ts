import { formatter } from './formats.js';

/** English's plural form of `n`: `one` or not. */
export const one = (n: number) => formatter('PluralRules', 'en').select(n) === 'one';

/** What any element may say: failures, fields, the fan's card. */
export const coreWords = {
  // Failures, one per kind the API client reports.
  network: "We couldn't reach the loyalty service. Check your connection and try again.",
  timeout: 'The loyalty service took too long to answer. Please try again.',
  server: 'The loyalty service is having trouble right now. Please try again in a moment.',
  refused: 'The loyalty service refused the request. Please check what you entered and try again.',
  unreadable: "The loyalty service sent an answer we couldn't read. Please try again later.",
  sessionExpired: 'Your session has ended. Please log in again.',
  missingTeam: 'This widget is missing its team attribute.',
  unusableTeam: "This widget's team attribute is not a usable team name.",
  unusableBaseUrl: "This widget's base-url attribute is not an http or https address it can call.",
  // Fields and what is wrong with them.
  email: 'E-mail',
  enterEmail: 'Enter your e-mail address.',
  enterValidEmail: 'Enter an e-mail address like name@example.com.',
  password: 'Password',
  showPassword: 'Show password',
  capsLock: 'Caps Lock is on.',
  // The service states no rule: what we suggest, never a refusal.
  passwordLength: 'Use 8 or more characters.',
  tooManyAttempts: (time: string) => `Too many attempts. Try again in ${time}.`,
  or: 'or',
  // The fan's card, and what several elements say.
  logIn: 'Log in',
  gold: (amount: string, _count: number) => `${amount} gold`,
  tier: 'Tier',
  membership: 'Membership',
  pointsIn: (amount: string, n: number, currency: string) => (one(n) ? `${currency}: ${amount}` : `${amount} ${currency}`),
  rank: 'Rank',
  username: 'Username (optional)',
  retry: 'Retry',
  retrying: 'Retrying…',
  done: 'Done',
};
