/**
 * Whether a URL names this machine only (localhost, 127.0.0.0/8, ::1): the laptop default of
 * `npm start`, where conveniences that would be holes on a public server (the payment sandbox,
 * mails kept in the outbox) are the default.
 */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]';
}
