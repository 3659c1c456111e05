/**
 * NOVA: INTERPRETATION OF ORDERS (6.5) on the sheet (turn/self-harm.ts): a movement row with D
 * whose destination is a system the empire has colonised is warned (SELF-HARM: the turn will not
 * devastate it) unless the sheet's special orders say `SO: Devastate <system>`; such a special
 * order naming a system the empire has not colonised is warned as well (it changes nothing).
 */
import { readSelfHarmOrder, selfHarmAllowed } from '../turn/self-harm';
import type { CheckContext } from './check-context';
import type { Report } from './check-report';
import type { SheetLine } from './sheet';

export function checkSelfHarm(lines: readonly SheetLine[], ctx: CheckContext, report: Report): void {
  const allowed = selfHarmAllowed({ empireId: ctx.input.empireId, missing: false, lines: lines.map((l) => ({ line: l.line, text: l.text, row: l.row })) });
  const own = (name: string) => {
    const id = ctx.knownByName.get(name.trim().toUpperCase());
    const system = id ? ctx.systemById.get(id) : undefined;
    return system && system.ownerId === ctx.input.empireId ? system : null;
  };
  for (const l of lines) {
    const row = l.row;
    if (row?.kind === 'general') {
      const name = readSelfHarmOrder(row.text);
      if (name && !own(name)) report(l.line, 1, 'warning', 'SELF-HARM', `${name} is not a system this empire has colonised: the special order changes nothing (NOVA INTERPRETATION OF ORDERS)`);
      continue;
    }
    if (row?.kind !== 'movement' || !row.activity.some((a) => a.letter === 'D')) continue;
    const last = row.route.at(-1);
    const destination = last === undefined ? row.start : last.kind === 'system' ? last.name : null;
    const system = destination ? own(destination) : null;
    if (system && !allowed.has(system.name.toUpperCase())) report(l.line, 1, 'warning', 'SELF-HARM', `D at ${system.name}, a system this empire has colonised: the turn will not devastate it unless a special order says so ("SO: Devastate ${system.name}", NOVA INTERPRETATION OF ORDERS)`);
  }
}
