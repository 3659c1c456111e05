/** "just now", "5 minutes ago", "yesterday at 14:05", or a date: when a game last changed. */
export function formatWhen(iso: string, now: Date): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return iso;
  const seconds = Math.round((now.getTime() - then.getTime()) / 1000);
  if (seconds < 45) return 'just now';
  if (seconds < 3600) return `${Math.max(1, Math.round(seconds / 60))} minutes ago`.replace(/^1 minutes/, '1 minute');
  const time = then.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  const sameDay = then.toDateString() === now.toDateString();
  if (sameDay) return `today at ${time}`;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (then.toDateString() === yesterday.toDateString()) return `yesterday at ${time}`;
  return then.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}
