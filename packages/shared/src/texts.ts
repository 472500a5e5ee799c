import { PLAN_LIMITS } from './plans.ts';

/**
 * The product's user-visible texts, letter for letter; docs/product.md quotes each where it is
 * used.
 * Web and server both import from here; never retype one of these strings elsewhere.
 */
export const texts = {
  shell: {
    loadingUser: 'Loading user...',
    guest: 'Guest',
    myProfile: 'My Profile',
    subscription: 'Subscription',
    logout: 'Logout',
    manageDefaultInfo: 'Manage Default Info',
    manageFieldComponents: 'Manage Field Components',
    // The original 'Unlimited templates and projects come with Pro.' was untrue: Professional has
    // limits (docs/product.md#where-we-differ-from-the-original-description).
    upgradeToPro: `Up to ${PLAN_LIMITS.professional.templates} templates and ${PLAN_LIMITS.professional.projects} projects come with Professional.`,
  },
  login: {
    forgotPassword: 'Forgot Password',
    emailNotVerified:
      'Your email address is not verified. Please check your inbox for a verification email and follow the instructions.',
    userNotFound:
      'The email address you entered does not belong to any account. Please check your email or register for a new account.',
    wrongPassword: 'The password you entered is incorrect. Please try again.',
    tooManyRequests: 'Too many unsuccessful login attempts. Please wait a moment before trying again.',
    generic: 'We encountered an issue while processing your login. Please check your details and try again.',
    sessionFailed: "We couldn't establish a secure session. Please refresh the page and try again.",
  },
  register: {
    passwordMismatch: 'The passwords do not match. Please re-enter them carefully.',
    emailInUse: 'The email address is already registered. Please use the login page or try a different email.',
    weakPassword: 'The password you provided is too weak. Please choose a stronger password.',
    generic: 'We encountered an issue during registration. Please review your details and try again.',
  },
  reset: {
    passwordMismatch: 'The passwords do not match. Please enter matching passwords.',
    invalidLink: 'The password reset link is invalid or has expired. Please request a new link.',
    missingCode: 'The password reset link is missing required information. Please request a new link.',
    failed: "We couldn't reset your password. Please try again or request a new reset link.",
    success: 'Your password has been successfully reset. You may now log in with your new password.',
  },
  sidebar: {
    noTemplatesHere: 'No templates here...',
    newProject: 'New Project',
    newTemplate: 'New Template',
    rename: 'Rename',
    moveToProject: 'Move to Project',
    delete: 'Delete',
    close: 'Close',
    newName: 'New Name',
    save: 'Save',
    cancel: 'Cancel',
    selectProject: 'Select Project',
    noProject: '(No project)',
    move: 'Move',
    confirmDelete: (type: string, name: string) => `Are you sure you want to delete the ${type} "${name}"?`,
    oops: 'Oops!',
    projectNameRequired: 'Project name is required',
    templateNameRequired: 'Template name is required',
    aiInstructionsRequired: 'AI instructions are required',
    upgradeHint: 'You may have hit your usage limit. Please upgrade to continue.',
    lockedTemplateClick: 'This template is locked due to your subscription plan limit.',
    failedToCreateProject: 'Failed to create project',
    failedToCreateTemplate: 'Failed to create template',
    unexpectedServerError: 'Unexpected server error',
  },
  pages: {
    myProjects: 'My Projects',
    allTemplates: 'All Templates',
    noTemplatesYet: 'No templates yet...',
    failedToLoadTemplates: 'Failed to load templates. Please try again later.',
  },
  editor: {
    main: 'Main',
    settings: 'Settings',
    saved: 'Success! Changes saved.',
    unknownComponent: 'Unknown Component',
    saveTemplate: 'Save Template',
    saveInformation: 'Save Information',
    remove: 'Remove',
    lockedTemplate:
      'This template is locked due to your subscription plan limits. Please upgrade your plan to access it.',
    templateNotFound: 'Template not found.',
    loadingTemplate: 'Loading Template...',
    noAvailableComponents: 'No available components to add.',
    noFieldsDefined: 'No fields defined.',
    adHocLimit: (n: number, plan: string) => `You have reached the limit of ${n} fields for your plan (${plan}).`,
    fastModel: 'Fast Model',
    smartModel: 'Smart Model',
    fillSettings: 'Agreements and offers',
    tickAgreements: 'Tick required agreements (terms, privacy)',
    clearMarketing: 'Clear marketing and partner offers',
    fillSettingsHint:
      'When FillDeck fills a form, it ticks boxes that agree to terms or a privacy policy and clears pre-ticked newsletter, marketing and partner-offer boxes. The preview marks these rows so you see what is agreed to.',
  },
  components: {
    titleRequired: 'Title is required.',
    tooManyFields: (n: number) => `Too many fields. Max ${n}.`,
    fieldLimitReached: (n: number) => `Limit of ${n} fields reached.`,
    maxFieldsAllowed: (n: number) => `Max ${n} fields allowed.`,
    lockedEdit: 'Locked component — upgrade to edit.',
    lockedDelete: 'Locked component — cannot delete.',
    lockedAdd: 'This component is locked due to subscription limits.',
    failedToLoad: 'Failed to load components.',
    serverError: 'Server error',
    failedToCreate: 'Failed to create component.',
    errorSaving: 'Error saving component.',
    deleteFailed: 'Delete failed.',
    pleaseWait: 'Please wait…',
  },
  prebuilt: {
    setTemplateName: 'Set Template Name',
    defaultName: (title: string) => `Prebuilt: ${title}`,
    mustBeLoggedIn: 'You must be logged in to create a template.',
    upgradeHint: "You've likely hit your usage limit. Please upgrade your plan to continue.",
    failedToCreate: 'Failed to create template.',
    failedToRename: 'Failed to rename template.',
    networkCreate: 'Network error: could not reach server.',
    networkRename: 'Network error: could not update name.',
    // Said in Set Template Name before anything is created (docs/product.md#prebuilt-templates).
    reuses: (titles: string) => `Uses your components: ${titles}.`,
    adds: (titles: string) => `Adds new components: ${titles}.`,
    leftOut: (plan: string, titles: string) => `Left out on the ${plan} plan: ${titles}.`,
    wholeOn: (plan: string, fields: number, components: number) =>
      `${plan} holds all of it: up to ${fields} fields per template and ${components} components.`,
  },
  projectPage: {
    failedToCreate: 'Failed to create template',
    missingTemplateId: 'Template creation failed: Missing template ID',
    errorCreating: 'Error creating template',
  },
  subscription: {
    confirmCancel: 'Are you sure you want to cancel your subscription?',
    cancellationFailed: 'Cancellation failed',
    noActiveSubscription: 'No active subscription to cancel.',
    cancelled: 'Subscription cancelled. You will remain active until the plan ends.',
    resumed: 'Subscription resumed. It renews as before.',
    resumeFailed: 'Resuming failed',
    cannotResume: 'This subscription can no longer be resumed. Choose a plan to subscribe again.',
  },
  account: {
    nameSaved: 'Name saved.',
    nameRequired: 'Name is required.',
    passwordChanged: 'Password changed.',
    passwordChangedOthersSignedOut: 'Password changed. Your other sessions were signed out.',
    wrongCurrentPassword: 'The current password is incorrect. Please try again.',
    noPassword: 'Password sign-in is not set up for this account: you sign in with Google.',
    confirmDeletionWithEmail: 'Type your email address to confirm.',
    deleted: 'Your account and everything in it have been deleted.',
    deleteFailed: 'Your account could not be deleted',
    subscriptionNotCancelled:
      'Your subscription could not be cancelled at the payment provider, so nothing was deleted. Please try again later.',
  },
  credits: {
    outOfCredits: "You're out of credits",
    refusedUntil: (date: string) => `Fills are refused until your credits refill on ${date}.`,
    morePerMonth: (plan: string, credits: string) => `${plan} comes with ${credits} credits a month.`,
    seePlans: 'See plans',
  },
  yourDetails: {
    title: 'Your details',
    intro:
      'The details most forms ask for, in one place. FillDeck keeps them as components with standard labels, which it recognises on any form, and adds them to your templates.',
    save: 'Save details',
    saved: (titles: string) => `Saved: ${titles}.`,
    unchanged: 'Nothing changed: your details were already saved.',
    leftEmpty: (titles: string) => `Left empty, so not saved: ${titles}.`,
    notSaved: (titles: string, reason: string) => `Not saved: ${titles}. ${reason}`,
    failed: 'Your details could not be saved. Please try again.',
    failedToLoad: 'Your details could not be loaded.',
    manageLink: 'Add your details',
  },
  /** Remembered answers (docs/product.md#remembered-answers): the page and the API's refusals. */
  rememberedAnswers: {
    title: 'Remembered answers',
    intro:
      "Answers you asked FillDeck to remember for a site. The next fill of that site's form uses them first, at no cost.",
    emptyTitle: 'No remembered answers yet',
    empty:
      'In the FillDeck preview, change a value or type one for a field that was not filled, then choose Remember for this site.',
    failedToLoad: 'Your remembered answers could not be loaded.',
    answerCount: (n: number) => (n === 1 ? '1 answer' : `${n} answers`),
    options: (options: string) => `Options: ${options}`,
    unnamedField: 'Unnamed field',
    edit: 'Edit',
    forget: 'Forget',
    forgetSite: 'Forget site',
    editTitle: 'Edit remembered answer',
    editDescription: (label: string, site: string) => `What FillDeck fills into "${label}" on ${site}.`,
    valueLabel: 'Answer',
    save: 'Save',
    cancel: 'Cancel',
    forgetSiteTitle: 'Forget site',
    confirmForgetSite: (site: string, n: number) =>
      `Forget ${n === 1 ? 'the answer' : `all ${n} answers`} FillDeck remembers for ${site}?`,
    forgetSiteConsequence: 'The next fill of this site proposes values from your template again.',
    saved: (label: string) => `Saved the answer to "${label}".`,
    forgotten: (label: string) => `Forgot the answer to "${label}".`,
    siteForgotten: (site: string) => `Forgot every answer for ${site}.`,
    saveFailed: 'The answer could not be saved. Please try again.',
    forgetFailed: 'The answer could not be forgotten. Please try again.',
    forgetSiteFailed: 'The answers could not be forgotten. Please try again.',
    // The API's refusals.
    notFound: 'Remembered answer not found.',
    siteNotFound: (site: string) => `No answers are remembered for ${site}.`,
    notASite: 'not a host name (such as jobs.example.com) or a web address',
    fieldUnnamed: 'A field needs a label or a name.',
    valueRequired: 'Type a value, or forget the answer instead.',
    full: (n: number) =>
      `FillDeck keeps up to ${n.toLocaleString('en')} remembered answers and you have reached that limit. Forget some on the Remembered answers page, then try again.`,
  },
  dashboard: {
    templates: 'Templates',
    components: 'Components',
    projects: 'Projects',
    balance: 'Balance',
    aiTransactions: 'AI Transactions',
    aiFieldsFilled: 'AI Fields Filled',
    noTransactions: 'No transactions found.',
    logInForHistory: 'Please log in to view your transaction history.',
    /** The greeting until the user's first fill (docs/product.md#dashboard), then welcomeBack. */
    welcome: (name: string) => `Welcome, ${name}.`,
    welcomeBack: (name: string) => `Welcome back, ${name}.`,
  },
  autofill: {
    aiNotConfigured: 'The AI provider is not configured on this server. Use the built-in matcher (provider "local").',
    /**
     * The 402 the extension shows as it is: with when the credits refill (the user's nextRefresh,
     * written out in English) and where the plans are (docs/api-autofill.md#errors).
     */
    notEnoughCredits: (needed: number, balance: number, next?: { refillsOn: string | null; plansUrl: string }) =>
      [
        `Not enough credits: this fill needs ${needed} credits and your balance is ${balance}.`,
        next?.refillsOn ? `Your credits refill on ${next.refillsOn}.` : null,
        next ? `For more credits, see the plans: ${next.plansUrl}` : null,
      ]
        .filter(Boolean)
        .join(' '),
    modelTimeout:
      'The AI model did not answer in time. Nothing was charged: try again, or fill with the built-in matcher.',
    modelUnavailable: (status: string) =>
      `The AI model could not be reached (${status}). Nothing was charged: try again later, or fill with the built-in matcher.`,
    modelUnreadable: (credits: number) =>
      `The AI model gave an answer that could not be read. Its tokens were charged: ${credits} ${credits === 1 ? 'credit' : 'credits'}. Try again, or fill with the built-in matcher.`,
    fillNotFound: 'Fill not found.',
    appliedNotProposed: 'None of these fields was proposed by this fill.',
    modelFillRunning:
      'Another fill with the AI model is still running for your account. Wait until it has finished, then try again.',
    tooManyFills: (max: number, windowSeconds: number, retryAfter: number) =>
      `Too many fills: FillDeck allows ${max} fills ${windowSeconds === 60 ? 'a minute' : `every ${windowSeconds} seconds`}. Try again in ${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'}.`,
    fillsAtOnce: (n: number) =>
      n === 1
        ? 'A fill is already running for your account. Wait until it has finished, then try again.'
        : `${n} fills are already running for your account. Wait until they have finished, then try again.`,
  },
  /**
   * A server without an AI model (no OPENAI_API_KEY or OPENAI_BASE_URL): said where the product
   * promises AI (the editor's Settings, /subscription's rates, the landing page, the extension's panel).
   */
  ai: {
    notSetUp: 'AI answers are not set up on this server; the built-in matcher fills the rest',
    modelNotInEffect: 'Not in effect on this server: it has no AI model. The choice is kept for a server that has one.',
    matcherRateOnly: "Only the built-in matcher's rate applies on this server.",
  },
  /** "Start from your résumé" on /your-details (docs/product.md#your-details). */
  resumeStart: {
    title: 'Start from your résumé',
    intro:
      'Choose your résumé (PDF or DOCX). FillDeck reads it in this browser and proposes your details; the ones you use go into the form below, to save as usual, and the file is kept as your Résumé.',
    choose: 'Choose your résumé',
    reading: 'Reading your résumé…',
    unreadable: 'FillDeck could not read this file. Choose a PDF or DOCX résumé, or type your details below.',
    nothingFound: 'FillDeck found no details in this résumé. Type them below instead.',
    found: (n: number) =>
      n === 1 ? 'FillDeck found 1 detail. Tick what to use:' : `FillDeck found ${n} details. Tick what to use:`,
    replaces: (value: string) => `Replaces “${value}”`,
    use: 'Use these details',
    cancel: 'Cancel',
    used: 'Your résumé’s details are in the form below, and the file is kept as your Résumé. Check them, then save.',
    usedWithoutFile: (why: string) =>
      `Your résumé’s details are in the form below. The file itself was not kept: ${why}`,
    askModel: 'Ask the AI model for the rest (uses credits)',
    asking: 'The AI model is reading your résumé…',
    modelRead: (n: number, credits: number) =>
      `The AI model found ${n === 1 ? '1 more detail' : `${n} more details`}; it used ${credits} ${credits === 1 ? 'credit' : 'credits'}.`,
    modelFailed:
      'The AI model could not read your résumé. Nothing is lost: use what FillDeck found, or type your details below.',
  },
  /** Files in templates (docs/product.md#files). */
  files: {
    notFound: 'File not found.',
    empty: 'The file is empty.',
    tooLarge: 'This file is larger than 5 MB. Choose a smaller one.',
    badKind: 'FillDeck keeps PDF, DOCX, ODT, TXT, PNG and JPEG files, and this file is none of these.',
    noName: 'Name the file (the X-File-Name header).',
    storageFull: (plan: string, allowance: string, next: string | null) =>
      `Your files would take more than your plan's ${allowance} (${plan}). Delete a file you no longer need${
        next ? `, or upgrade: ${next}` : ''
      }.`,
    notYours: 'A File field names a file that is not one of yours.',
    kinds: 'PDF, DOCX, ODT, TXT, PNG or JPEG, up to 5 MB.',
    used: (used: string, allowance: string) => `Your files take ${used} of ${allowance}.`,
    upload: 'Upload a file',
    replace: 'Replace',
    removeFromField: 'Remove from field',
    deleteFile: 'Delete file',
    confirmDelete: (name: string) => `Delete ${name}? Every field that uses it is left empty.`,
    keep: 'Keep',
    choose: 'Or choose a file you uploaded',
    noFile: 'No file',
    uploadFailed: 'The file could not be uploaded. Please try again.',
    uploading: 'Uploading…',
    deleteFailed: 'The file could not be deleted. Please try again.',
    missing: 'This file was deleted. Upload another or choose one you uploaded.',
  },
  /** The API's own error texts (the `error` of `{ error, code }`) that the product description does not quote. */
  errors: {
    notSignedIn: 'Not signed in',
    notFound: 'Not found',
    internal: 'Internal server error',
    crossOriginRefused: 'Cross-origin request refused',
    malformedJson: 'Malformed JSON in request body',
    nulCharacters: 'Text must not contain NUL characters (\\u0000).',
    tooManyStreams: 'Too many live-update connections are open. Close some tabs and reload.',
    projectNotFound: 'Project not found.',
    componentNotFound: 'Component not found.',
    subscriptionNotFound: 'Subscription not found.',
    connectedBrowserNotFound: 'Connected browser not found.',
    componentAlreadyInTemplate: 'This component is already in the template.',
    countLimit: (what: 'template' | 'project' | 'component', n: number, plan: string) =>
      `You have reached the ${what} limit of ${n} for your plan (${plan}).`,
    invalidCursor: 'Invalid cursor: start again from the first page.',
    invalidIdempotencyKey: 'Invalid Idempotency-Key header: 1 to 200 characters.',
    invalidCreateIdempotencyKey: 'Invalid Idempotency-Key header: 1 to 255 printable ASCII characters.',
    idempotencyKeyReused:
      'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
    idempotencyKeyInUse: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
    noExtensionBuild: 'This server has no extension build yet: run npm run build, then download it again.',
    malformedWebhook: 'Malformed webhook event.',
    webhookSignatureFailed: 'Webhook signature verification failed.',
    webhookSignatureFailedBecause: (reason: string) => `Webhook signature verification failed: ${reason}`,
    invalidBody: (where: string, problem: string) => `Invalid request body: ${where}${problem}`,
    invalidQuery: (where: string, problem: string) => `Invalid query: ${where} ${problem}`.trim(),
    alreadySubscribed: (plan: string, cycle: string) => `You already have the ${plan} plan, billed ${cycle}.`,
    subscriptionNotActive: (status: string) =>
      `The subscription is not active (status ${status}); it was not approved or has ended.`,
    unknownPlan: (planId: string | null) => `The subscription's plan (${planId}) is not one of FillDeck's plans.`,
    paypalUnreachable: (reason: string) => `Could not reach PayPal: ${reason}`,
    paypalNotJson: (status: number) => `PayPal sent a response that is not JSON (${status}).`,
    paypalRefused: (status: number, issue: string | undefined, reason: string) =>
      `PayPal refused the request (${status}${issue ? ` ${issue}` : ''}): ${reason}`,
  },
  defaults: {
    newTemplate: 'New Template',
    untitledProject: 'Untitled Project',
    untitledTemplate: 'Untitled Template',
  },
} as const;
