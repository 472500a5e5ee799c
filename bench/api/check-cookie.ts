/**
 * Fails unless the cookie signs in at `url` (GET /api/me answers 200). Run before loading a server:
 * a cookie signed with another secret than the server's would turn the whole run into fast 401s.
 */
export async function assertSignedIn(url: string, cookie: string, label: string): Promise<void> {
  const response = await fetch(`${url}/api/me`, { headers: { cookie } });
  if (response.status !== 200) {
    throw new Error(`${label}: GET /api/me with a seeded cookie answered ${response.status}: ${await response.text()}`);
  }
}
