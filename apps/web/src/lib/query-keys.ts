/**
 * Every query key of the web app comes from here: hierarchical arrays that include each variable
 * the query depends on, so invalidation can target a whole branch.
 */
export const queryKeys = {
  health: ['health'] as const,
  paymentProvider: ['payment-provider'] as const,
  // Whether the server has an AI model (GET /api/server-info): fixed while the server runs.
  serverInfo: ['server-info'] as const,
  me: ['me'] as const,
  verifyEmail: (token: string) => ['verify-email', token] as const,
  resetCode: (oobCode: string) => ['reset-code', oobCode] as const,
  // Content. Live updates (GET /api/events) invalidate a whole branch by its first element,
  // which is the event's `type`: 'templates' | 'projects' | 'components' | 'usage' |
  // 'remembered-answers' | 'user' (→ me).
  templates: {
    all: ['templates'] as const,
    list: () => ['templates', 'list'] as const,
    detail: (templateId: string) => ['templates', 'detail', templateId] as const,
  },
  projects: {
    all: ['projects'] as const,
    list: () => ['projects', 'list'] as const,
  },
  components: {
    all: ['components'] as const,
    list: () => ['components', 'list'] as const,
    // Your details are read from the components: a components event refreshes them too.
    yourDetails: () => ['components', 'your-details'] as const,
  },
  // The browsers the extension is signed in on (/profile).
  extensionSessions: ['extension-sessions'] as const,
  // Where the extension comes from: the store or this server's zip (/extension, the landing page).
  extensionInstall: ['extension-install'] as const,
  // Answers remembered per site (/remembered-answers; 'remembered-answers' live events).
  rememberedAnswers: {
    all: ['remembered-answers'] as const,
    list: () => ['remembered-answers', 'list'] as const,
  },
  // The user's files (File fields in templates and components) and the storage they take.
  files: ['files'] as const,
  // AI usage: the dashboard's figures and the transaction history ('usage' live events).
  usage: {
    all: ['usage'] as const,
    list: (pageSize: number) => ['usage', 'list', { pageSize }] as const,
    summary: () => ['usage', 'summary'] as const,
  },
};
