/** GET /api/account/export: all of the user's data, sent as a JSON attachment (a plain link downloads it). */
export const ACCOUNT_EXPORT_URL = '/api/account/export';
