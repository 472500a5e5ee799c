import { PLAN_LIMITS } from './plans.ts';

/**
 * The product's user-visible texts, letter for letter; docs/product.md quotes each where it is
 * used.
 * Web and server both import from here; never retype one of these strings elsewhere.
 */
export const messages = {
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
  dashboard: {
    templates: 'Templates',
    components: 'Components',
    projects: 'Projects',
    balance: 'Balance',
    aiTransactions: 'AI Transactions',
    aiFieldsFilled: 'AI Fields Filled',
    noTransactions: 'No transactions found.',
    logInForHistory: 'Please log in to view your transaction history.',
  },
  autofill: {
    aiNotConfigured: 'The AI provider is not configured on this server. Use the built-in matcher (provider "local").',
    notEnoughCredits: (needed: number, balance: number) =>
      `Not enough credits: this fill needs ${needed} credits and your balance is ${balance}.`,
    modelTimeout:
      'The AI model did not answer in time. Nothing was charged: try again, or fill with the built-in matcher.',
    modelUnavailable: (status: string) =>
      `The AI model could not be reached (${status}). Nothing was charged: try again later, or fill with the built-in matcher.`,
    modelUnreadable:
      'The AI model gave an answer that could not be read. Nothing was charged: try again, or fill with the built-in matcher.',
  },
  defaults: {
    newTemplate: 'New Template',
    untitledProject: 'Untitled Project',
    untitledTemplate: 'Untitled Template',
  },
} as const;
