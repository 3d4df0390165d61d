/** What `<loyalty-rewards>`, `<loyalty-missions>` and `<loyalty-leaderboard>` all say. */
export const listWords = {
  // <loyalty-rewards>, <loyalty-missions>, <loyalty-leaderboard>
  loading: 'Loading…',
  notConfirmed: (balance: string) => `We couldn't confirm that it went through. Your balance is now ${balance}: check it before you try again.`,
  moreEntries: 'Show more',
};
