/** What `<loyalty-reset>` says. */
export const resetWords = {
  // <loyalty-reset>
  forgotHint: "Enter the e-mail address of your account and we'll send you a link to choose a new password.",
  sendResetLink: 'Send reset link',
  sending: 'Sending…',
  linkSent: (email: string) => `If an account uses ${email}, we've sent it a link to choose a new password. Check your inbox.`,
  sendAgain: 'Send again',
  sendAgainIn: (time: string) => `Send again in ${time}`,
  backToLogIn: 'Back to log in',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  chooseNewPassword: 'Choose a new password.',
  passwordsDiffer: "The passwords don't match.",
  changePassword: 'Change password',
  changing: 'Changing…',
  sendNewLink: 'Send me a new link',
  passwordChanged: 'Your password has been changed. You can log in with it now.',
  passwordChangedLoggedIn: (name: string) => `Your password has been changed. You're logged in as ${name}.`,
};
