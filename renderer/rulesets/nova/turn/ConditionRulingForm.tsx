import { Button, Group, Select, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { EventNames } from '../../../../shared/rulesets/nova/turn/describe';
import { activityConditionLines } from '../../../../shared/rulesets/nova/turn/general-activities';
import { conditionKey, stanceOf } from '../../../../shared/rulesets/nova/turn/stances';
import { conditionalTransferLines } from '../../../../shared/rulesets/nova/turn/unit-transfers';
import { alternatePlanLines } from '../../../../shared/rulesets/nova/turn/alternate-plans';
import type { EmpireOrders, TurnDecisions, TurnWorld } from '../../../../shared/rulesets/nova/turn/types';
import { noteProblem, useSaveRuling } from './useSaveRuling';

/** How the GM ruled the condition under `key`, for the option's label. */
function ruledText(decisions: TurnDecisions, key: string): string {
  const met = decisions.conditions?.[key]?.value;
  return met === undefined ? ' (not ruled)' : met ? ' (met)' : ' (not met)';
}

/**
 * Rule the condition of a conditional general order (NOVA: 6.9 CO, "if…", "unless…"): met or
 * not, for contact clauses and activity clauses alike, and of a conditional unit transfer (NOVA: 6.10)
 * or an alternate expenditure plan (NOVA: 6.12). An unruled condition does not apply (an "only if"
 * clause's activities are then not carried out); the dry run warns of each one.
 */
export function ConditionRulingForm({ gameId, turn, world, orders, decisions, names }: { gameId: string; turn: number; world: TurnWorld; orders: readonly EmpireOrders[]; decisions: TurnDecisions; names: EventNames }) {
  const save = useSaveRuling(gameId, turn);
  const options = useMemo(
    () =>
      world.empires.flatMap((empire) => {
        const sheet = orders.find((o) => o.empireId === empire.id);
        const option = (line: number, text: string) => ({ value: conditionKey(empire.id, line), label: `${names.empire(empire.id)}, line ${line}: ${text}${ruledText(decisions, conditionKey(empire.id, line))}` });
        const contact = stanceOf(empire, world.empires, sheet, decisions).clauses.flatMap((c) => (c.read && c.conditional ? [option(c.line, c.text)] : []));
        // Activity clauses with a condition ("CO: Assault only if…", "if interdicted … unless…"): general-activities.ts.
        const activity = sheet ? activityConditionLines(sheet, decisions, empire.id).map((c) => option(c.line, c.text)) : [];
        // NOVA: TRANSFER OF UNITS "Transfers may be conditional" (unit-transfers.ts); ORDER WRITING GUIDELINES: alternate expenditure plans (alternate-plans.ts).
        const others = [...conditionalTransferLines(sheet), ...alternatePlanLines(sheet)].map((t) => option(t.line, t.text));
        return [...contact, ...activity, ...others];
      }),
    [world, orders, decisions, names],
  );
  const unique = [...new Map(options.map((o) => [o.value, o])).values()];
  const [key, setKey] = useState<string | null>(null);
  const [met, setMet] = useState<string | null>('met');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!key) return setError('Pick a conditional order');
    const problem = noteProblem(note);
    if (problem) return setError(problem);
    if (await save((d) => ({ ...d, conditions: { ...d.conditions, [key]: { value: met === 'met', note: note.trim() } } }))) {
      setKey(null);
      setNote('');
      setError(null);
    }
  };

  return (
    <Group align="end" data-testid="ruling-condition">
      <Select label="Conditional order" placeholder={unique.length === 0 ? 'No conditional orders this turn' : 'Pick an order'} data={unique} value={key} onChange={setKey} searchable w={420} />
      <Select
        label="Condition"
        data={[
          { value: 'met', label: 'Met' },
          { value: 'not', label: 'Not met' },
        ]}
        value={met}
        onChange={setMet}
        w={120}
        allowDeselect={false}
      />
      <TextInput label="Note" value={note} onChange={(e) => setNote(e.currentTarget.value)} error={error} style={{ flex: 1 }} />
      <Button onClick={() => void submit()}>Rule condition</Button>
    </Group>
  );
}
