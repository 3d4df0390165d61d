import { one } from '../../i18n/core.words.js';

/** What `<loyalty-login>` says. */
export const loginWords = {
  // <loyalty-login>
  enterPassword: 'Enter your password.',
  loggingIn: 'Logging in…',
  forgotPassword: 'Forgot your password?',
  newHere: 'New here?',
  createAccount: 'Create an account',
  logInWith: (platform: string) => `Log in with ${platform}`,
  connect: (platform: string) => `Connect ${platform}`,
  logOut: 'Log out',
  goldEarned: 'Earned',
  goldSpent: 'Spent',
  rankOf: (position: string, total: string) => `#${position} of ${total}`,
  unread: (amount: string, n: number) => (one(n) ? `${amount} unread notification` : `${amount} unread notifications`),
  nextTier: (tier: string) => `Next tier: ${tier}`,
  toGo: (points: string) => `${points} to go`,
  topTier: "You've reached the top tier.",
};
