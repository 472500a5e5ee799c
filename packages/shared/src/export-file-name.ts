/**
 * The file name of a template export, for the server's Content-Disposition and the web app's
 * download alike: the template name in safe ASCII (accents dropped), at most 60 characters.
 */
export function exportFileName(templateName: string): string {
  const slug = templateName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'template'}.filldeck.json`;
}
