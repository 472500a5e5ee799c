/**
 * Every query key of the web app comes from here: hierarchical arrays that include each variable
 * the query depends on, so invalidation can target a whole branch.
 */
export const queryKeys = {
  health: ['health'] as const,
  me: ['me'] as const,
  verifyEmail: (token: string) => ['verify-email', token] as const,
  resetCode: (oobCode: string) => ['reset-code', oobCode] as const,
};
