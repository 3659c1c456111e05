/** Reading a battle file the GM opens (docs/nova-battle-format.md): every problem listed, nothing stored when one is found. */
import { readBattleInput } from '../../../../shared/rulesets/nova/combat/battle';
import { battleDecisionsSchema, type BattleDecisions } from '../../../../shared/rulesets/nova/combat/decisions';

export type BattleFileRead =
  | { ok: true; json: unknown; name: string; seed: string; decisions: BattleDecisions }
  | { ok: false; problems: string[] };

export function readBattleFile(text: string, fileName: string): BattleFileRead {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`${fileName}: not JSON: ${error instanceof Error ? error.message : String(error)}`] };
  }
  const read = readBattleInput(json);
  const problems = read.ok ? [] : read.reasons.map((r) => `${fileName}: ${r}`);
  const embedded = (json as { decisions?: unknown }).decisions ?? {};
  const decisions = battleDecisionsSchema.safeParse(embedded);
  if (!decisions.success) problems.push(...decisions.error.issues.map((i) => `${fileName}: decisions.${i.path.join('.')}: ${i.message}`));
  if (problems.length > 0 || !read.ok || !decisions.success) return { ok: false, problems };
  return { ok: true, json, name: read.input.name || read.input.id || fileName, seed: read.input.seed ?? read.input.id, decisions: decisions.data };
}
