/** What `<loyalty-activity>` says. */
export const activityWords = {
  // <loyalty-activity>
  activityLoggedOut: 'Log in to see your points history and notifications.',
  notificationsHeading: 'Notifications',
  noNotifications: 'No notifications yet.',
  unreadMark: 'New',
  readMore: 'Read more',
  historyHeading: 'Points history',
  noHistory: 'No points earned or spent yet.',
  earnedAmount: (amount: string) => `${amount} earned`,
  spentAmount: (amount: string) => `${amount} spent`,
};
