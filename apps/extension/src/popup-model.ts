import type { Template } from '@filldeck/shared';

/** The templates whose name holds the search text (any case), in the dashboard's order. */
export function visibleTemplates(templates: readonly Template[], query: string): Template[] {
  const wanted = query.trim().toLowerCase();
  return wanted === '' ? [...templates] : templates.filter((t) => t.name.toLowerCase().includes(wanted));
}

/** "9,500 credits left" / "1 credit left". */
export function creditsLeft(balance: number): string {
  const n = Math.max(0, Math.floor(balance));
  return `${n.toLocaleString('en-US')} ${n === 1 ? 'credit' : 'credits'} left`;
}
