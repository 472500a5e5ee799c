/**
 * Where to go after signing in: `next` when it is a path of this site (starts with one "/"),
 * never another origin ("//evil.example", "/\\evil.example", "https://…"), else null.
 */
export function safeNextPath(next: string | null): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  try {
    const url = new URL(next, 'https://filldeck.invalid');
    return url.origin === 'https://filldeck.invalid' ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** /login, remembering the address the visitor was going to. */
export function loginPathFor(path: string): string {
  return path === '/' || path === '' ? '/login' : `/login?next=${encodeURIComponent(path)}`;
}
