const credits = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;

/** What a fill tells the user in the preview. */
export const FILL_TEXTS = {
  reading: 'Reading the page…',
  asking: 'Asking FillDeck…',
  panelHidden: 'The page hid or covered this preview, so Apply did not count. Nothing was filled.',
  noFields: 'FillDeck found no fields it can fill on this page.',
  nothingProposed: 'Your template has nothing for the fields on this page. Nothing was charged.',
  sessionEnded: 'Your FillDeck session has ended. Sign in on the dashboard to connect the extension again.',
  unreachable: 'FillDeck could not be reached. Check your connection and try again. Nothing was charged.',
  failed: (reason: string) => `FillDeck could not fill this page: ${reason} Nothing was charged.`,
  /** The reason says what was charged. */
  failedCharged: (reason: string) => `FillDeck could not fill this page: ${reason}`,
  filled: (n: number) => `Filled ${n} ${n === 1 ? 'field' : 'fields'}.`,
  /** Under the preview's rows: how many fields, what the model's answer cost, and what Apply costs. */
  rememberForSite: 'Remember for this site',
  typeAnswer: 'Your answer (optional)',
  addToMyTemplate: 'Add to my template',
  notAdded: (reason: string) => `Not added to your template: ${reason}`,
  nextStep: (step: number, template: string) =>
    `New fields appeared on this page. Fill step ${step} with ${template || 'the same template'}? It is part of the same fill: nothing more is charged.`,
  nextStepButton: (step: number) => `Fill step ${step}`,
  notNow: 'Not now',
  remembered: 'Remembered for this site',
  previewNote: (rows: number, fields: number, usage: { credits: number; applyCredits?: number; balance: number }) =>
    [
      `${rows} of ${fields} fields.`,
      usage.credits > 0 ? `The AI model's answer used ${credits(usage.credits)}.` : null,
      usage.applyCredits
        ? `Applying uses ${credits(usage.applyCredits)}; you have ${usage.balance}.`
        : `You have ${credits(usage.balance)}.`,
    ]
      .filter(Boolean)
      .join(' '),
  /** After Apply, once the server counted the fill. */
  charged: (charged: number, balance: number) =>
    charged > 0 ? `This fill used ${credits(charged)}; ${balance} left.` : `Nothing more was charged; ${balance} left.`,
  notRecorded: 'FillDeck could not record this fill, so it was not charged.',
  undone: 'The page is back as it was.',
  noTemplate: 'You have no template to fill with yet. Create one on the FillDeck dashboard.',
  notFilledHeading: 'Not filled',
  addToTemplate: 'Add what is missing to your template',
  notSet: 'Could not be set',
  notSetHeading: 'Not set on the page',
} as const;

/** Why a row could not be set on the page at Apply, as the preview says it. */
export const APPLY_FAILURE_TEXTS: Record<string, string> = {
  no_option: 'None of its options matches the value',
  does_not_fit: 'The value does not fit this field',
  rejected: 'The page did not take the value',
  user_value: 'You had typed in it yourself, so it was left as you wrote it',
  unknown_key: 'The field is no longer on the page',
  no_file: 'FillDeck could not fetch the file from your account',
};
