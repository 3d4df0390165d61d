/** What `<loyalty-rewards>` says. */
export const rewardsWords = {
  // <loyalty-rewards>
  rewardsLoggedOut: 'Log in to redeem rewards.',
  noRewards: 'No rewards to redeem right now.',
  left: (count: string, _n: number) => `${count} left`,
  outOfStock: 'Out of stock',
  earnMore: (amount: string) => `Earn ${amount} more to redeem this.`,
  forTier: (tier: string) => `For ${tier} members and above.`,
  details: 'Details',
  redeem: 'Redeem',
  redeeming: 'Redeeming…',
  confirmRedeem: (item: string, price: string, left: string) => `Redeem ${item} for ${price}? You'll have ${left} left.`,
  cancel: 'Cancel',
  redeemed: (item: string) => `You redeemed ${item}.`,
};
