/** Plain-text rendering of a sitrep (digest §6.2), in the order the GM prints it. */
import type { Sitrep } from './sitrep';

const money = (n: number) => `${n < 0 ? '-' : ''}$${Math.abs(n)}`;

export function renderSitrep(s: Sitrep): string {
  const out: string[] = [];
  const h = s.header;
  out.push(`GALACTIC DOMINATION — SITUATION REPORT   ${h.game}   Turn ${h.turn}/${h.turns}`);
  out.push(`${h.empire} (${h.race}), seat ${h.seat}. Next turn starts with ${h.nextStarter}.`);
  if (h.stimulus) out.push(h.stimulus);
  out.push('', '1. TREASURY');
  out.push(`   Opening Stellars: ${money(s.ledger.opening)}`);
  for (const l of s.ledger.lines) out.push(`   ${money(l.amount).padStart(5)}  ${l.label}`);
  out.push(`   Closing Stellars: ${money(s.ledger.closing)}`);
  out.push('', '2. EMPIRE');
  for (const p of s.empire) out.push(`   ${p.name} [${p.hex}] ${p.type} R${p.resource ?? '?'}  GBDS ${p.gbds}  SY ${p.shipyards}  MI ${p.mis}${p.ods ? '  ODS' : ''}${p.blockaded ? '  BLOCKADED' : ''}`);
  out.push('', '3. FLEETS');
  for (const f of s.fleets) {
    out.push(`   ${f.label} at ${f.hex}`);
    for (const ship of f.ships) out.push(`      ${ship}`);
    for (const n of f.notes) out.push(`      ! ${n}`);
  }
  if (s.fleets.length === 0) out.push('   none');
  out.push('', '4. WHAT HAPPENED');
  for (const e of s.log) out.push(`   ${e.phase}${e.segment ? `/S${e.segment}` : ''}  ${e.text}`);
  out.push('', '5. BATTLES');
  if (s.battles.length === 0) out.push('   none');
  for (const b of s.battles) {
    out.push(`   ${b.label} (${b.id})`);
    for (const side of b.sides) out.push(`      ${side.name}: ${side.start}; losses ${money(side.losses)}; VP ${side.vp}`);
    for (const r of b.rounds) out.push(`      ${r}`);
    out.push(`      Result: ${b.outcome}`);
    for (const d of b.dice) out.push(`      dice ${d}`);
  }
  out.push('', '6. MAP');
  for (const m of s.map) out.push(`   ${m.hex}: ${m.contents}`);
  out.push('', '7. SECRETS (for you only)');
  out.push(`   Tactics Cards: ${s.secrets.hand.join(', ') || 'none'}`);
  if (s.secrets.destiny) out.push(`   Destiny: ${s.secrets.destiny}`);
  out.push(`   Chits: ${s.secrets.chits}`);
  for (const d of s.secrets.discoveries) out.push(`   Discovery ${d}`);
  for (const x of s.secrets.sse) out.push(`   Secret Shipyard at ${x}`);
  out.push('', '8. THE TABLE');
  out.push(`   VP: ${s.table.vp.map((v) => `${v.name} ${v.vp}`).join(', ')}`);
  for (const c of s.table.inPlay) out.push(`   In play: ${c}`);
  for (const c of s.table.cardsPlayed) out.push(`   Played: ${c}`);
  out.push('', '9. FOR NEXT TURN');
  for (const c of s.checklist) out.push(`   - ${c}`);
  if (s.checklist.length === 0) out.push('   nothing pending');
  return `${out.join('\n')}\n`;
}
