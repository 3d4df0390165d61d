/**
 * Every word a fan reads, in English: the catalogue each language follows, key for key (a locale
 * module that leaves one out or adds one fails to type-check). Sentences that carry values are
 * functions; numbers, prices, dates and relative times arrive already formatted in the language.
 */
export const en = {
  // Failures, one per kind the API client reports.
  network: "We couldn't reach the loyalty service. Check your connection and try again.",
  timeout: 'The loyalty service took too long to answer. Please try again.',
  server: 'The loyalty service is having trouble right now. Please try again in a moment.',
  refused: 'The loyalty service refused the request. Please check what you entered and try again.',
  unreadable: "The loyalty service sent an answer we couldn't read. Please try again later.",
  sessionExpired: 'Your session has ended. Please log in again.',
  unsafeRedirect: 'The loyalty service asked to open an address that is not a web page, so we stayed here.',
  missingTeam: 'This widget is missing its team attribute.',
  unusableTeam: "This widget's team attribute is not a usable team name.",
  unusableBaseUrl: "This widget's base-url attribute is not an http or https address it can call.",

  // Fields and what is wrong with them.
  email: 'E-mail',
  enterEmail: 'Enter your e-mail address.',
  enterValidEmail: 'Enter an e-mail address like name@example.com.',
  password: 'Password',
  enterPassword: 'Enter your password.',
  choosePassword: 'Choose a password.',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  or: 'or',

  // <loyalty-login>
  logIn: 'Log in',
  loggingIn: 'Logging in…',
  forgotPassword: 'Forgot your password?',
  newHere: 'New here?',
  createAccount: 'Create an account',
  logInWith: (platform: string) => `Log in with ${platform}`,
  connect: (platform: string) => `Connect ${platform}`,
  logOut: 'Log out',
  gold: (amount: string, _count: number) => `${amount} gold`,
  goldEarned: 'Earned',
  goldSpent: 'Spent',
  tier: 'Tier',
  membership: 'Membership',

  // <loyalty-signup>
  dateOfBirth: 'Date of birth',
  enterDateOfBirth: 'Enter your date of birth.',
  enterRealDateOfBirth: 'Enter a real date of birth in the past.',
  username: 'Username (optional)',
  billing: 'Billing',
  monthly: 'Monthly',
  yearly: 'Yearly',
  free: 'Free',
  perMonth: (price: string) => `${price} per month`,
  perYear: (price: string) => `${price} per year`,
  yearlySaving: (percent: string) => `save ${percent}`,
  chooseMembership: 'Choose a membership.',
  interests: 'Interests',
  signUp: 'Sign up',
  signingUp: 'Signing up…',
  signUpWith: (platform: string) => `Sign up with ${platform}`,
  welcome: (name: string) => `Welcome, ${name}! Your account is ready.`,
  loggedInAs: (name: string) => `You're logged in as ${name}.`,
  continueToPayment: 'Continue to payment',

  // <loyalty-reset>
  forgotHint: "Enter the e-mail address of your account and we'll send you a link to choose a new password.",
  sendResetLink: 'Send reset link',
  sending: 'Sending…',
  linkSent: (email: string) => `If an account uses ${email}, we've sent it a link to choose a new password. Check your inbox.`,
  sendAgain: 'Send again',
  backToLogIn: 'Back to log in',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  chooseNewPassword: 'Choose a new password.',
  passwordsDiffer: "The passwords don't match.",
  changePassword: 'Change password',
  changing: 'Changing…',
  sendNewLink: 'Send me a new link',
  passwordChanged: 'Your password has been changed. You can log in with it now.',

  // <loyalty-events>
  eventsLoggedOut: 'Log in to see upcoming events.',
  loadingEvents: 'Loading events…',
  loadingEvent: 'Loading event details…',
  noEvents: 'No events scheduled.',
  noLiveEvents: 'No live events right now.',
  noUpcomingEvents: 'No upcoming events.',
  noPastEvents: 'No past events yet.',
  eventNotFound: 'This event could not be found.',
  retry: 'Retry',
  retrying: 'Retrying…',
  backToEvents: 'Back to events',
  addToCalendar: 'Add to calendar',
  calendarFile: 'Calendar file (.ics)',
  learnMore: 'Learn more',
  showEvents: 'Show events',
  moreEvents: 'Show more events',
  location: 'Location',
  tags: 'Tags',
  all: 'All',
  live: 'Live',
  upcoming: 'Upcoming',
  past: 'Past',
  liveNow: 'Live now',
  ended: 'Ended',
  startsIn: (when: string) => `Starts ${when}`,
  endsIn: (when: string) => `Ends ${when}`,
  endedWhen: (when: string) => `Ended ${when}`,
};

/** The shape every language's catalogue has: the same keys, the same sentence functions. */
export type Words = { [K in keyof typeof en]: (typeof en)[K] };

/** The key of a sentence that carries no values. */
export type WordKey = { [K in keyof Words]: Words[K] extends string ? K : never }[keyof Words];
