/**
 * Texts only the auth screens show (the texts the server shares come from `texts` in
 * packages/shared; docs/product.md#identity-and-sessions quotes both).
 */
export const authTexts = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address.',
  passwordRequired: 'Password is required.',
  nameRequired: 'Name is required.',
  confirmPasswordRequired: 'Please confirm your password.',
  newPasswordRequired: 'New password is required.',
  /** The password rule, under the field before anyone fails it (the server refuses shorter ones). */
  verificationResent: (email: string) => `We sent another verification link to ${email}.`,
  verificationResendFailed: 'We could not send the email. Please try again in a moment.',
  resetLinkSent: 'If an account exists for that email, we have sent a link to reset your password.',
} as const;
