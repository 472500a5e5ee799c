/** A template's specialization as its badge shows it: 'job-application' → 'Job application'. */
export function formatSpecialization(specialization: string): string {
  const words = specialization.trim().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ');
  if (!words) return 'Other';
  return words.charAt(0).toUpperCase() + words.slice(1);
}
