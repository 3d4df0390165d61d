/** What `<loyalty-missions>` says. */
export const missionsWords = {
  // <loyalty-missions>
  missionsLoggedOut: 'Log in to earn points with missions.',
  noMissions: 'No missions right now.',
  earn: (amount: string) => `Earn ${amount}`,
  complete: 'Complete',
  completing: 'Completing…',
  code: 'Code',
  enterCode: 'Enter the code.',
  missionDone: (amount: string) => `Mission complete: you earned ${amount}.`,
};
