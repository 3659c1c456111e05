/**
 * NOVA: MEGACREDITS, TREASURY & TRANSFER (4.1, 6.10) — the two treasury orders a sheet may give.
 *
 * - "MCr are saved on the home star. This may be changed by telling the GM, in the turn's orders,
 *   where the treasury is." Written in the GENERAL block as `Treasury at ALGOL` (or
 *   `Move treasury to ALGOL`): the treasury is kept at that system from now on
 *   (`empire.nova.treasuryAt`, read by treasury.ts, so its capture follows it). The system must
 *   be one the empire holds; otherwise the order is an error (TREASURY-AT) and the treasury stays.
 * - "Stockpiled MCr may be voluntarily destroyed during the production phase of a turn, if
 *   requested in the turn's orders." Written `Destroy 100 MCr` (or `Destroy all MCr`): the MCr
 *   are destroyed at step E, the last step of the turn's finances (after the builds at C and
 *   the transfers at E, so that what is destroyed is what is left stockpiled and the order
 *   checker's money count is not changed). Never more than the stockpile: a larger figure
 *   destroys what there is (DESTROY-MCR, said), a debt has nothing to destroy.
 * The book gives no wording for either order; these are Warpdesk's, documented in
 * docs/nova-turn.md ("Where the treasury is kept") and docs/order-format.md. Amounts are whole MCr (NOVA: 4.1).
 */
import { ownEvent, type TurnEvent } from './events';
import { workingWorld } from './fleet';
import { withNova } from './research-state';
import { treasuryLocation } from './treasury';
import type { StepInput, StepOutput } from './step';
import type { TurnWarning } from './types';

const PREFIX = String.raw`^\s*(?:(?:GO|SO|CO|general|special|specific|conditional)\s*(?:orders?\s*)?[:.-]\s*)?`;
/** `Treasury at ALGOL`, `Treasury is at ALGOL`, `Move treasury to ALGOL`, `Keep the treasury at ALGOL`. */
const TREASURY_AT = new RegExp(`${PREFIX}(?:(?:move|keep|put)\\s+(?:the\\s+)?treasury\\s+(?:to|at|on|in)|(?:the\\s+)?treasury\\s+(?:is\\s+)?(?:at|to|on|in))\\s+(.+?)\\s*\\.?\\s*$`, 'i');
/** `Destroy 100 MCr`, `Destroy all MCr`, `Destroy 100 stockpiled MCr`, `Destroy 100 MCr of the treasury`. */
const DESTROY = new RegExp(`${PREFIX}destroy\\s+(\\d+|all)\\s+(?:stockpiled\\s+)?MCr\\b(?:\\s+(?:of|from)\\s+(?:the\\s+)?(?:treasury|stockpile))?\\s*\\.?\\s*$`, 'i');

export type TreasuryOrder = { kind: 'move'; system: string } | { kind: 'destroy'; mcr: number | 'all' };

/** What a GENERAL-block line orders of the treasury, or null when it is no treasury order. */
export function readTreasuryOrder(text: string): TreasuryOrder | null {
  const at = TREASURY_AT.exec(text);
  if (at?.[1]) return { kind: 'move', system: at[1].trim() };
  const destroy = DESTROY.exec(text);
  if (destroy?.[1]) return { kind: 'destroy', mcr: /^all$/i.test(destroy[1]) ? 'all' : Number(destroy[1]) };
  return null;
}

/** Upper case with single spaces: how system names on a sheet are compared. */
const norm = (s: string) => s.trim().toUpperCase().replace(/\s+/g, ' ');

export function treasuryOrdersStep(input: StepInput): StepOutput {
  const world = workingWorld(input);
  const events: TurnEvent[] = [];
  const warnings: TurnWarning[] = [];
  for (const orders of input.orders) {
    if (orders.missing) continue;
    for (const line of orders.lines) {
      if (line.row?.kind !== 'general') continue;
      const order = readTreasuryOrder(line.row.text);
      if (!order) continue;
      const index = world.empires.findIndex((e) => e.id === orders.empireId);
      const empire = world.empires[index];
      if (!empire) continue;
      const fail = (code: string, reason: string) => events.push(ownEvent('E', empire.id, null, { kind: 'order-error', line: line.line, text: line.text, code, reason, unitIds: [] }));
      if (order.kind === 'move') {
        const system = world.systems.find((s) => norm(s.name) === norm(order.system));
        if (!system || system.ownerId !== empire.id) {
          const from = treasuryLocation(empire);
          fail('TREASURY-AT', `${order.system} is not a system this empire holds: the treasury stays ${from ? `at ${world.systems.find((s) => s.id === from)?.name ?? from}` : 'where it is'} (NOVA 4.1)`);
          continue;
        }
        const from = treasuryLocation(empire);
        if (from === system.id) continue;
        world.empires[index] = withNova(empire, { treasuryAt: system.id });
        events.push(ownEvent('E', empire.id, system.id, { kind: 'treasury-moved', fromSystemId: from, mcr: Math.max(0, Math.round(empire.treasury)) }));
        continue;
      }
      const stock = Math.max(0, Math.round(empire.treasury));
      const wanted = order.mcr === 'all' ? stock : order.mcr;
      if (stock === 0) {
        fail('DESTROY-MCR', `no MCr are stockpiled${empire.treasury < 0 ? ` (the treasury is a debt of ${-Math.round(empire.treasury)} MCr)` : ''}: nothing destroyed (NOVA 4.1)`);
        continue;
      }
      const mcr = Math.min(wanted, stock);
      if (mcr <= 0) continue;
      if (wanted > stock) warnings.push({ step: 'E', code: 'DESTROY-MCR', empireId: empire.id, message: `${empire.name}, line ${line.line}: ${wanted} MCr to destroy, ${stock} MCr stockpiled after the builds and transfers: ${stock} MCr destroyed (NOVA 4.1)` });
      world.empires[index] = { ...empire, treasury: Math.round(empire.treasury) - mcr };
      events.push(ownEvent('E', empire.id, treasuryLocation(empire), { kind: 'mcr-destroyed', mcr, asked: wanted }));
    }
  }
  return { world, events, rolls: [], rng: input.rng, warnings };
}
