/** Every sentence a fan can read that does not come from the service, in one place. */
export const messages = {
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
} as const;
