/**
 * A NOVA sitrep for one viewer, from the turn's typed events (NOVA: 7.1 what goes into a
 * sitrep, 7.2 abbreviations, 7.3 line grammar):
 *
 *   VIRUS Turn 12
 *   MD7 in
 *   ALGOL - D -> TEDDY (B,A,E,R)4 NC,1AS,JI,AXS      (the return letter underlined)
 *   VIRUS - X -> ACL (Phantom)
 *   SHOOT - X'd 1AS,JI,TTX,FG(IE2,BL20,SL24,EW2), Africa Dmg'd (-9AR,3SD,ML X'd)
 *   MAVIS - E'd (3) (+50)
 *
 * Only events whose audience holds the viewer are read. Orders that met no opposition and
 * had no errors are left out (a plain move that met nothing is not reported). Other empires
 * are named only by the viewer's alias (`event.aliases[viewer][id]`, else its contacts);
 * an empire it has not met is counted as alien ships (#AS), never named. Within one clause
 * tokens are joined by ",", clauses by ", ".
 */
import type { TurnEvent } from '../turn/events';
import type { BattleResult } from '../turn/types';
import { paperFineWords } from '../turn/paper-fines';
import { text, type Run, type SitrepItem } from './packet-model';
import type { Namer } from './viewer';

type Ev = TurnEvent & { seq?: number };
type Of<K extends Ev['kind']> = Extract<Ev, { kind: K }>;

/**
 * What an empire saw of an alien ship in a battle (category and attributes, NOVA: 7.3 "FG(IE2,BL20,SL24,EW2)").
 * Read from `result.seen` (combat/alien-sightings.ts through the battle's result); `destroyed` ones follow X'd.
 */
export interface Sighting {
  category: string;
  attributes: string[];
  destroyed: boolean;
}

export interface SitrepInput {
  namer: Namer;
  /** The empire's name for the header. */
  empireName: string;
  turn: number;
  events: readonly Ev[];
}

interface OwnJump {
  to: string | null;
  from: string;
  fromLetter: string;
  toLetter: string;
  unitIds: string[];
  seq: number;
}

/** Everything the viewer learnt about one system this turn. */
interface Bucket {
  systemId: string | null;
  first: number;
  from: number[];
  explored: Of<'explored'> | null;
  contact: Of<'contact'>[];
  alienJumped: number;
  alienActivities: string[];
  /** Clauses: each a list of tokens (each token a list of runs). */
  clauses: Run[][][];
}

const seqOf = (e: Ev, i: number): number => e.seq ?? i;

/** The sitrep's items for one viewer, header first (NOVA: 7.3). */
export function sitrepItems(input: SitrepInput): SitrepItem[] {
  const { namer } = input;
  const viewer = namer.viewer;
  const visible = input.events.map((e, i) => ({ e, seq: seqOf(e, i) })).filter(({ e }) => e.audience.includes(viewer));
  const items: SitrepItem[] = [{ type: 'header', runs: [{ kind: 'empire', id: viewer, text: input.empireName }, text(` Turn ${input.turn}`)], from: [] }];
  const research: SitrepItem[] = [];
  const errors: SitrepItem[] = [];
  const money: SitrepItem[] = [];
  const buckets = new Map<string, Bucket>();
  const jumps: OwnJump[] = [];
  const lost: { seq: number; item: SitrepItem }[] = [];

  const bucket = (systemId: string | null, seq: number): Bucket => {
    const key = systemId ?? '';
    let b = buckets.get(key);
    if (!b) {
      b = { systemId, first: seq, from: [], explored: null, contact: [], alienJumped: 0, alienActivities: [], clauses: [] };
      buckets.set(key, b);
    }
    b.from.push(seq);
    return b;
  };
  const own = (e: Ev) => e.empireId === viewer;

  for (const { e, seq } of visible) {
    switch (e.kind) {
      case 'research-complete':
        // The engine's result already reads "MD7 in" (NOVA: 7.3 line 2); a bare "MD7" gets its " in".
        if (own(e)) research.push({ type: 'research', runs: [text(/ in$/.test(e.result) ? e.result : `${e.result || e.project} in`)], from: [seq] });
        break;
      case 'missiles-acquired':
        // NOVA: MISSILE DESIGN ACQUISITION: the player learns which ships now carry the new missiles.
        if (own(e)) research.push({ type: 'research', runs: [text(`${e.designs.map((d) => d.name).join(', ')} issued to `), ...namer.units(e.unitIds), ...(e.systemId ? [text(' at '), namer.system(e.systemId)] : [])], from: [seq] });
        break;
      case 'jumped':
        if (own(e)) jumps.push({ to: e.systemId, from: e.fromSystemId, fromLetter: e.fromLetter, toLetter: e.toLetter, unitIds: e.unitIds, seq });
        else bucket(e.systemId, seq).alienJumped += e.unitIds.length;
        break;
      case 'explored':
        if (own(e)) bucket(e.systemId, seq).explored = e;
        break;
      case 'contact':
        if (own(e)) bucket(e.systemId, seq).contact.push(e);
        // NOVA: 6.4 NORMAL CONTACT: told that the empire now met by letter is the one met earlier by Minor contact.
        if (own(e) && e.newLevel && e.formerly) bucket(e.systemId, seq).clauses.push([[namer.empire(e.otherEmpireId, e.aliases), text(` is ${e.formerly}`)]]);
        break;
      case 'contact-lost':
        if (own(e)) {
          const head: Run[] = e.letter ? [namer.system(e.fromSystemId), text(' - '), namer.warp(e.fromSystemId, e.letter), text(' -> ACL (')] : [namer.system(e.fromSystemId), text(' - ACL (')];
          // Listed where the lost ships' jump out was (NOVA: 7.3 line 4 follows the explorations).
          const out = jumps.find((j) => j.unitIds.some((id) => e.unitIds.includes(id)));
          lost.push({ seq: out ? out.seq : seq, item: { type: 'lost-contact', runs: [...head, ...namer.units(e.unitIds), text(')')], from: [seq] } });
        }
        break;
      case 'full-contact':
        if (own(e)) money.push({ type: 'note', runs: [text('Full contact with '), namer.empire(e.otherEmpireId, e.aliases), ...(e.playerName ? [text(`: player ${e.playerName}${e.playerContact ? `, ${e.playerContact}` : ''}`)] : [])], from: [seq] });
        break;
      case 'alien-activity':
        bucket(e.systemId, seq).alienActivities.push(activityCode(e.activity));
        break;
      case 'battle': {
        const b = bucket(e.systemId, seq);
        b.clauses.push(...battleClauses(e, namer));
        break;
      }
      case 'retreat':
        if (own(e) && e.unitIds.some((id) => namer.isOwnUnit(id))) bucket(e.systemId, seq).clauses.push([[...namer.units(e.unitIds), text(` ${/chase/i.test(e.reason) ? 'CO' : 'retreated'}`)]]);
        break;
      case 'move-stopped':
        if (own(e)) bucket(e.systemId, seq).clauses.push([[...namer.units(e.unitIds), text(` ${e.code}`)]]);
        break;
      case 'abandoned':
        // NOVA: 4.7: the holder abandons it; its colonist has it back.
        bucket(e.systemId, seq).clauses.push([[text(e.fromEmpireId === viewer ? 'abandoned' : 'control regained')]]);
        break;
      case 'gate-captured':
        // NOVA: STAR GATES: the captor is told; unconnected ends "are non-functional".
        if (own(e)) bucket(e.systemId, seq).clauses.push([[...namer.units(e.unitIds), text(` captured${e.functional ? '' : ' (non-functional)'}`)]]);
        break;
      case 'derelict':
        // NOVA: WARP POINT DRIFT: its crew died for want of supplies; the owner has lost it, worded as an ACL.
        if (own(e)) lost.push({ seq, item: { type: 'lost-contact', runs: [namer.system(e.systemId), text(' - ACL ('), ...namer.units(e.unitIds), text(') no IE, no supplies: crew died, derelict')], from: [seq] } });
        break;
      case 'derelict-captured':
        // NOVA: WARP POINT DRIFT: "Derelicts are captured by the next ship that enters the system."
        if (e.toEmpireId === viewer) bucket(e.systemId, seq).clauses.push([[text(e.fromEmpireId === viewer ? 'derelict recovered' : 'derelict captured'), ...(e.unitIds.some((id) => namer.isOwnUnit(id)) ? [text(': '), ...namer.units(e.unitIds)] : [])]]);
        else if (e.fromEmpireId === viewer) bucket(e.systemId, seq).clauses.push([[text(`derelict${e.unitIds.length === 1 ? '' : 's'} taken by `), namer.empire(e.toEmpireId, e.aliases)]]);
        break;
      case 'gate-partner-lost':
        if (own(e)) bucket(e.systemId, seq).clauses.push([[...namer.units(e.unitIds), text(': matching end destroyed or salvaged, non-functional')]]);
        break;
      case 'gate-destroyed':
        if (own(e)) bucket(e.systemId, seq).clauses.push([[...namer.units(e.unitIds), text(" X'd by order")]]);
        break;
      case 'treasury-lost':
        // NOVA: 4.1: stockpiled MCr are captured along with planets (or destroyed with them).
        bucket(e.systemId, seq).clauses.push([[text(e.fromEmpireId === viewer ? `treasury ${e.toEmpireId ? 'captured' : 'destroyed'}: ${e.mcr} MCr lost` : `treasury captured: ${e.mcr} MCr gained`)]]);
        break;
      case 'treasury-moved':
        // NOVA: 4.1: the treasury kept where the orders say.
        if (own(e)) bucket(e.systemId, seq).clauses.push([[text(`treasury kept here (${e.mcr} MCr)`)]]);
        break;
      case 'mcr-destroyed':
        // NOVA: 4.1: stockpiled MCr destroyed on request.
        if (own(e)) bucket(e.systemId, seq).clauses.push([[text(`${e.mcr} MCr of the treasury destroyed`)]]);
        break;
      case 'devastated':
        bucket(e.systemId, seq).clauses.push([[text("D'd")]]);
        break;
      case 'terraformed':
        bucket(e.systemId, seq).clauses.push([[text(`terraformed (${e.typeBefore} -> ${e.typeAfter})`)]]);
        break;
      case 'planet-cracked':
        bucket(e.systemId, seq).clauses.push([[text(`${e.dropped} PCB dropped, ${e.detonated} detonated${e.typeAfter !== e.typeBefore ? ` (${e.typeBefore} -> ${e.typeAfter})` : ''}`)]]);
        break;
      case 'established':
        if (own(e)) bucket(e.systemId, seq).clauses.push([[text(establishedText(e))]]);
        break;
      case 'transfer':
        bucket(e.systemId, seq).clauses.push([transferRuns(e, namer)]);
        break;
      case 'minor-contact':
        bucket(e.systemId, seq).clauses.push([[text('wreckage examined: '), namer.empire(e.otherEmpireId, e.aliases)]]);
        break;
      case 'order-error':
        if (own(e)) {
          const quoted = e.text.replace(/\s+/g, ' ').trim();
          // A general order's line carries its own GO:/CO:/SO:; the code is not said twice ("GO: GO: …").
          const said = e.code === 'GO' && /^(?:GO|CO|SO)\s*[:.-]/i.test(quoted);
          errors.push({ type: 'error', runs: [text(said ? `Order line ${e.line}: ` : `Order line ${e.line} ${e.code}: `), { kind: 'text', text: quoted, quoted: true }, ...(e.reason ? [text(` (${e.reason})`)] : [])], from: [seq] });
        }
        break;
      case 'build-aborted':
        if (own(e)) errors.push({ type: 'error', runs: [text(`Order line ${e.line} aborted: `), { kind: 'text', text: e.text.replace(/\s+/g, ' ').trim(), quoted: true }, ...(e.reason ? [text(` (${e.reason})`)] : [])], from: [seq] });
        break;
      case 'mcr-received':
        if (own(e)) money.push({ type: 'money', runs: [text(`+${e.mcr} MCr from `), namer.empire(e.from, e.aliases)], from: [seq] });
        break;
      case 'interest':
        if (own(e) && e.mcr !== 0) money.push({ type: 'money', runs: [text(`Debt interest -${e.mcr} MCr (debt ${e.debt} MCr)`)], from: [seq] });
        break;
      case 'corruption':
        if (own(e) && e.mcr !== 0) money.push({ type: 'money', runs: [text(`Corruption -${e.mcr} MCr`)], from: [seq] });
        break;
      case 'penalty':
        // NOVA: 6.1 PENALTIES: the empire is told what it was fined for.
        if (own(e) && e.mcr !== 0) money.push({ type: 'money', runs: [text(`Penalty -${e.mcr} MCr: ${e.count} new ship${e.count === 1 ? '' : 's'} not named in the COMMISSIONS, named by the GM (${e.perUnit} MCr each): `), ...namer.units(e.unitIds)], from: [seq] });
        break;
      case 'paper-fine':
        // NOVA: 6.1 PENALTIES: a fine the GM ruled for the paper handed in.
        if (own(e) && e.mcr !== 0) money.push({ type: 'money', runs: [text(`Penalty -${e.mcr} MCr: ${paperFineWords(e)}`)], from: [seq] });
        break;
      case 'ruling':
        if (own(e)) money.push({ type: 'ruling', runs: [text(`GM ruling: ${e.what} ${e.value}${e.note ? ` (${e.note})` : ''}`)], from: [seq] });
        break;
      default:
        // Orders carried out without opposition (production, builds, research begun, cargo, MCr sent) are not reported (NOVA: 7.1).
        break;
    }
  }

  const located: { seq: number; item: SitrepItem }[] = [];
  const usedJumps = new Set<OwnJump>();
  for (const b of buckets.values()) {
    const via = b.explored?.via;
    const jump = via ? { to: b.systemId, from: via.fromSystemId, fromLetter: via.fromLetter, toLetter: via.toLetter, unitIds: b.explored?.unitIds ?? [], seq: b.first } : b.explored ? jumps.find((j) => !usedJumps.has(j) && j.to === b.systemId) : undefined;
    if (jump) usedJumps.add(jump);
    const item = systemItem(b, jump ?? null, namer);
    if (item) located.push({ seq: jump ? Math.min(jump.seq, b.first) : b.first, item });
  }
  located.push(...lost);
  located.sort((a, b) => a.seq - b.seq);
  return [...items, ...research, ...located.map((l) => l.item), ...errors, ...money];
}

/** `X` → AXS (alien explored); a code such as TTX, ADS or AUL stands as it is (NOVA: 7.2). */
function activityCode(activity: string): string {
  return /^[A-Z]$/.test(activity) ? `A${activity}S` : activity;
}

function establishedText(e: Of<'established'>): string {
  const what = [e.colonies > 0 ? String(e.colonies) : '', e.ic > 0 ? (e.ic > 1 ? `${e.ic}IC` : 'IC') : ''].filter(Boolean).join(',');
  return `E'd (${what || '0'})${e.productionDelta ? ` (${e.productionDelta > 0 ? '+' : ''}${e.productionDelta})` : ''}`;
}

function transferRuns(e: Of<'transfer'>, namer: Namer): Run[] {
  const to = namer.empire(e.to, e.aliases);
  if (e.empireId === namer.viewer && e.to === namer.viewer && e.from) return [text(`received ${e.unitIds.length} unit${e.unitIds.length === 1 ? '' : 's'} from `), namer.empire(e.from, e.aliases), ...(e.unitIds.some((id) => namer.isOwnUnit(id)) ? [text(': '), ...namer.units(e.unitIds)] : [])];
  if (e.empireId === namer.viewer) return [...namer.units(e.unitIds), text(e.ok ? ' transferred to ' : ' not transferred to '), to];
  return [text(`received ${e.unitIds.length} unit${e.unitIds.length === 1 ? '' : 's'} from `), namer.empire(e.empireId, e.aliases), ...(e.unitIds.some((id) => namer.isOwnUnit(id)) ? [text(': '), ...namer.units(e.unitIds)] : [])];
}

/** Contact codes (NOVA: 7.2): FC, NC, CFC, CNC; a hostile meeting is reported by its battle. */
function contactCode(c: Of<'contact'>): string | null {
  if (c.outcome === 'hostile') return null;
  return `${c.continuing ? 'C' : ''}${c.outcome === 'friendly' ? 'FC' : 'NC'}`;
}

function sightings(result: BattleResult | null): Sighting[] {
  const seen = (result as { seen?: unknown } | null)?.seen;
  if (!Array.isArray(seen)) return [];
  return seen.flatMap((s: unknown) => {
    const r = s as { category?: unknown; attributes?: unknown; destroyed?: unknown };
    // A record without `destroyed` (written before the flag) described the ships destroyed.
    return typeof r?.category === 'string' ? [{ category: r.category, attributes: Array.isArray(r.attributes) ? r.attributes.filter((a): a is string => typeof a === 'string') : [], destroyed: r.destroyed !== false }] : [];
  });
}

const sightingRuns = (s: Sighting): Run[] => [text(`${s.category}(${s.attributes.join(',')})`)];

/** Alien ship count and who they are: `1AS`, `2AS(Empire A)`. */
function alienShips(n: number, whose: Run | null): Run[] {
  return [text(`${n}AS`), ...(whose && whose.kind === 'empire' ? [text('('), whose, text(')')] : [])];
}

/**
 * Alien units destroyed: the count the engine gives each side (`aliensDestroyed`, the aliens'
 * ids kept off), else the destroyed ids that are not the viewer's.
 */
export function aliensDestroyed(result: BattleResult, namer: Namer): number {
  const n = result.aliensDestroyed;
  return typeof n === 'number' ? n : result.destroyed.filter((id) => !namer.isOwnUnit(id)).length;
}

/** Clauses of a battle for the viewer: aliens destroyed, own ships destroyed, damaged, retreated. */
function battleClauses(e: Of<'battle'>, namer: Namer): Run[][][] {
  const result = e.result;
  const whose = e.otherEmpireIds.length === 1 ? namer.empire(e.otherEmpireIds[0], e.aliases) : null;
  const clauses: Run[][][] = [];
  if (!result) {
    clauses.push([[text(`BT ${e.battleKind === 'surface' ? 'surface' : 'space'} battle to fight`)]]);
    return clauses;
  }
  const alienLost = aliensDestroyed(result, namer);
  const ownDestroyed = result.destroyed.filter((id) => namer.isOwnUnit(id));
  const seen = sightings(result);
  if (alienLost > 0) {
    // The aliens' description (count, JI, TT?, category) follows X'd in one clause (NOVA: 7.3 line 5); filled in by systemItem.
    clauses.push([[text("X'd "), ...alienShips(alienLost, whose)], ...seen.filter((s) => s.destroyed).map(sightingRuns)]);
  }
  // Alien ships observed and not destroyed (they fought on or jumped out): their description stands as a clause (NOVA: 7.4 "as far as sensors or attacks revealed").
  const survivors = seen.filter((s) => !s.destroyed || alienLost === 0);
  if (survivors.length > 0) clauses.push(survivors.map(sightingRuns));
  if (ownDestroyed.length > 0) clauses.push([[...namer.units(ownDestroyed), text(" X'd")]]);
  for (const d of result.damaged) if (namer.isOwnUnit(d.unitId)) clauses.push([[namer.unit(d.unitId), text(` Dmg'd (${d.damage})`)]]);
  const ownRetreated = result.retreated.filter((id) => namer.isOwnUnit(id));
  if (ownRetreated.length > 0) clauses.push([[...namer.units(ownRetreated), text(' retreated')]]);
  const alienRetreated = result.retreated.filter((id) => !namer.isOwnUnit(id)).length;
  if (alienRetreated > 0) clauses.push([[text(`${alienRetreated}AS retreated`)]]);
  for (const c of result.captured ?? []) {
    if (namer.isOwnUnit(c.unitId)) clauses.push([[namer.unit(c.unitId), text(' captured')]]);
    else if (c.empireId === namer.viewer) clauses.push([[text('1AS captured')]]);
  }
  if (alienLost === 0 && ownDestroyed.length === 0 && result.damaged.length === 0) clauses.push([[text(`${e.battleKind === 'surface' ? 'surface ' : ''}battle fought${result.rounds ? ` (${result.rounds} rounds)` : ''}`)]]);
  return clauses;
}

/** Tokens describing the aliens seen in a system: the count (#AS), then JI, activities, UG/ONA, AO. */
function alienTokens(b: Bucket, namer: Namer): { count: Run[] | null; rest: Run[][] } {
  const tokens: Run[][] = [];
  const contact = b.contact[0];
  // Alien ships seen on exploring (`2AS` in aliensPresent) count with those met (one #AS, never two).
  const seenOnExploring = (b.explored?.aliensPresent ?? []).map((p) => /^(\d+)AS$/.exec(p)?.[1]).filter((x): x is string => x !== undefined).map(Number);
  const n = Math.max(b.alienJumped, ...b.contact.map((c) => c.alienShips), ...seenOnExploring);
  const whose = contact ? namer.empire(contact.otherEmpireId, contact.aliases) : null;
  // JI: alien ships jumped in, seen as their jump or as the contact's notice.
  if (b.alienJumped > 0 || b.contact.some((c) => c.notices.includes('JI'))) tokens.push([text('JI')]);
  for (const a of b.alienActivities) tokens.push([text(a)]);
  for (const c of b.contact) for (const notice of c.notices) if (notice !== 'JI') tokens.push([text(notice)]);
  const aborted = b.contact.flatMap((c) => c.aborted);
  if (aborted.length > 0) tokens.push([text(`AO(${aborted.join(',')})`)]);
  return { count: n > 0 ? alienShips(n, whose) : null, rest: tokens };
}

const joinTokens = (tokens: Run[][]): Run[] => tokens.flatMap((t, i) => (i === 0 ? t : [text(','), ...t]));
const joinClauses = (clauses: Run[][]): Run[] => clauses.flatMap((c, i) => (i === 0 ? c : [text(', '), ...c]));

/** A system's status as observed (NOVA: 7.2 OP, ST, WD); no colony says nothing. */
const STATUS_CODE: Record<string, string> = { outpost: 'OP', settlement: 'ST', world: 'WD' };

/** Surface presence seen on exploring (NOVA: 7.2): AOP, ASP, AWP; codes pass through. */
function presenceCode(p: string): string {
  return ({ outpost: 'AOP', settlement: 'ASP', world: 'AWP' } as Record<string, string>)[p] ?? p;
}

function systemItem(b: Bucket, jump: OwnJump | null, namer: Namer): SitrepItem | null {
  const aliens = alienTokens(b, namer);
  const clauses: Run[][] = [];
  const observed = b.explored?.how === 'observed' && b.explored.status ? STATUS_CODE[b.explored.status] : undefined;
  const status = observed ? [[text(observed)]] : [];
  const presence = (b.explored?.aliensPresent ?? []).filter((p) => !/^\d+AS$/.test(p)).map((p) => [text(presenceCode(p))]);
  const codes = b.contact.map(contactCode).filter((c): c is string => c !== null);
  const xd = b.clauses.findIndex((c) => c[0]?.[0]?.kind === 'text' && (c[0][0] as { text: string }).text === "X'd ");
  const battleClauses = b.clauses.map((c) => [...c]);
  if (xd >= 0) {
    // X'd 1AS,JI,TTX,FG(...): the destroyed aliens' description joins the X'd clause.
    const clause = battleClauses[xd] as Run[][];
    battleClauses[xd] = [clause[0] as Run[], ...aliens.rest, ...clause.slice(1)];
    const first = [...status, ...codes.map((c) => [text(c)]), ...presence];
    if (first.length > 0) clauses.push(joinTokens(first));
  } else {
    // NOVA: 7.3 line 3: contact, #AS, what the aliens did (JI, AXS), then colonies seen (AOP…).
    const first = [...status, ...codes.map((c) => [text(c)]), ...(aliens.count ? [aliens.count] : []), ...aliens.rest, ...presence];
    if (first.length > 0) clauses.push(joinTokens(first));
  }
  clauses.push(...battleClauses.map(joinTokens));
  const body = joinClauses(clauses);
  if (jump && b.explored) {
    const runs: Run[] = [namer.system(jump.from), text(' - '), namer.warp(jump.from, jump.fromLetter), text(' -> '), namer.system(b.systemId), ...lettersRuns(b.explored, b.systemId, namer, jump.toLetter)];
    return { type: 'exploration', runs: body.length ? [...runs, text(' '), ...body] : runs, from: [jump.seq, ...b.from] };
  }
  if (b.explored) {
    const runs: Run[] = [namer.system(b.systemId), ...lettersRuns(b.explored, b.systemId, namer, null)];
    return { type: 'exploration', runs: body.length ? [...runs, text(' '), ...body] : runs, from: b.from };
  }
  if (body.length === 0) return null;
  // Events that name no system (a move stopped before it left, a transfer) stand alone.
  return { type: 'local', runs: b.systemId === null ? body : [namer.system(b.systemId), text(' - '), ...body], from: b.from };
}

/** ` (B,A,E,R)4`: the system's warp letters in the order found, the return letter underlined, then its type. */
function lettersRuns(explored: Of<'explored'>, systemId: string | null, namer: Namer, back: string | null): Run[] {
  const letters = explored.letters.length > 0 ? explored.letters : back ? [back] : [];
  const runs: Run[] = [text(' (')];
  letters.forEach((l, i) => {
    if (i > 0) runs.push(text(','));
    runs.push(namer.warp(systemId, l, l === back));
  });
  runs.push(text(`)${explored.type ?? ''}`));
  return runs;
}
