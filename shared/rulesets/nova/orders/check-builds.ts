/**
 * NOVA: CONSTRUCTION RESTRICTIONS (4.2) at the order check: what the turn would not build, said
 * on the line before the turn runs (step C aborts the same lines, turn/construction-build.ts).
 *
 * - "MAs can't be built."
 * - "Armies and colonies may only be built in World status systems" (not a captured one, 4.7);
 *   "two armies may be built per turn in World status systems. Four armies a turn may be built
 *   on Home Stars"; "builds in excess of stated limits are NOT executed".
 * - "Ships, SDUs, PCBs, ICs & TFCs can only be built at established ICs"; "ICs may NOT be used
 *   to build anything on the turn following Devastation of their system" (needs the turn).
 * - "Default location for builds is the home star or, if lost, the designated home star."
 * - "Partial ships can't be finished by alien empires": a Finish line names an unfinished ship
 *   of the empire that it laid down itself.
 */
import { armiesPerTurn, buildSiteProblem, MILITIA_NOT_BUILT, namesMilitia, type UnitType } from '../economy';
import { classifyItem } from '../turn/expenditure-items';
import { icIdleReason } from '../turn/ic-idle';
import type { NovaSystem } from '../records';
import type { CheckContext } from './check-context';
import type { Report } from './check-report';
import type { SheetLine } from './sheet';

/** Why the empire cannot build `what` at `site` (NOVA: 4.2), or undefined. `named`: the site was written on the sheet. */
export function buildSiteRefusal(ctx: CheckContext, what: 'ship' | UnitType, site: NovaSystem, named: boolean): string | undefined {
  if (site.ownerId !== ctx.input.empireId) {
    if (!named && site.id === ctx.empire?.homeSystemId) return `the Home Star ${site.name} is lost: builds go to the designated home star, which the GM sets (Map screen), or name the site`;
    return `${site.name} is not one of this empire's systems`;
  }
  const captured = typeof site.capturedFrom === 'string' && site.capturedFrom !== site.ownerId;
  const turn = ctx.input.turn;
  const devastatedLastTurn = turn !== undefined && site.devastatedTurn === turn - 1;
  const problem = buildSiteProblem(what, { status: site.status, hasIc: (site.installations.IC ?? 0) > 0, captured, devastatedLastTurn });
  const atIc = what === 'ship' || what.builtAt === 'ic';
  // NOVA: 4.5: an IC idle this turn (turn/ic-idle.ts, setting *ICs in a suppressed system*).
  return problem ?? (atIc && turn !== undefined ? icIdleReason(site, turn, ctx.input.settings) : undefined);
}

/** The system a purchase goes to: the site written ("Colony at TEMORA"), else the Home Star; null when neither is known. */
function siteOf(ctx: CheckContext, written: string | null): NovaSystem | null {
  const id = written ? ctx.knownByName.get(written.toUpperCase()) : (ctx.empire?.homeSystemId ?? undefined);
  return (id && ctx.systemById.get(id)) || null;
}

/** Checks the EXPENDITURES lines against the construction restrictions. */
export function checkBuilds(lines: readonly SheetLine[], ctx: CheckContext, report: Report): void {
  const armies = new Map<string, number>();
  for (const l of lines) {
    const row = l.row;
    if (row?.kind !== 'expenditure') continue;
    if (namesMilitia(row.item)) {
      report(l.line, 1, 'error', 'BUILD', MILITIA_NOT_BUILT);
      continue;
    }
    const item = classifyItem(row.item, ctx.input.empireId, ctx.input.designs);
    if (item.kind === 'finish') {
      const hull = ctx.input.units.find((u) => u.empireId === ctx.input.empireId && u.kind === 'hull' && u.name.trim().toUpperCase() === item.name);
      if (!hull) report(l.line, 1, 'error', 'BUILD', `${item.name} is not an unfinished ship of this empire: only ships paid in part are finished (NOVA 4.2)`);
      else if (typeof hull.builtBy === 'string' && hull.builtBy !== ctx.input.empireId) report(l.line, 1, 'error', 'BUILD', `${item.name} was captured with its system: partial ships can't be finished by alien empires; it may be salvaged (NOVA 4.2)`);
      continue;
    }
    if (item.kind !== 'unit' && item.kind !== 'ship') continue;
    // Ships built where COMMISSIONS say are checked there; a line without a site builds at the Home Star.
    if (item.kind === 'ship' && !item.site && lines.some((c) => c.row?.kind === 'commission')) continue;
    const site = siteOf(ctx, item.site);
    if (!site) {
      report(l.line, 1, 'error', item.site ? 'DNE' : 'BUILD', item.site ? `${item.site} is not a system this empire knows` : 'the empire has no home star to build at: name the site ("at SYSTEM")');
      continue;
    }
    const what = item.kind === 'ship' ? 'ship' : item.type;
    const refusal = buildSiteRefusal(ctx, what, site, item.site !== null);
    if (refusal) {
      report(l.line, 1, 'error', 'BUILD', `${item.kind === 'ship' ? item.design.name : item.type.name} not built: ${refusal}`);
      continue;
    }
    if (item.kind === 'unit' && item.type.kind === 'army') {
      const limit = armiesPerTurn(site.status, site.homeStar && site.id === ctx.empire?.homeSystemId);
      const before = armies.get(site.id) ?? 0;
      const count = row.quantity ?? 1;
      armies.set(site.id, before + count);
      if (before + count > limit) {
        const built = Math.max(0, limit - before);
        report(l.line, 1, 'error', 'BUILD', `${count - built} of ${count} ${item.type.name} would not be built: ${site.name} may build ${limit} armies a turn${before > 0 ? ` and ${before} are bought on lines above` : ''} (NOVA 4.2)`, built > 0 ? String(built) : null);
      }
    }
  }
}
