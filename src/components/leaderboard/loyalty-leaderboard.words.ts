/** What `<loyalty-leaderboard>` says. */
export const leaderboardWords = {
  // <loyalty-leaderboard>
  leaderboardLoggedOut: 'Log in to see the leaderboard.',
  noFans: 'No fans on the leaderboard yet.',
  topFans: 'Top fans',
  you: 'You',
  yourRank: (position: string, total: string) => `You're number ${position} of ${total}.`,
};
