/**
 * The line-up of the next round of surface combat (NOVA: SURFACE COMBAT L3988–4010; digest §16.5):
 * proposed by the default policy (proposeSurfaceRound) and editable: which invading units land,
 * which invader unit is matched against each defender put forward, the excess side's double
 * teams, each OS unit's target, PCBs dropped. Every change is checked (surfaceDecisionProblem)
 * and the round can only be fought with a line-up the rules allow.
 */
import { ActionIcon, Alert, Button, Checkbox, Group, NumberInput, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { landable, onGround, osMayFire, proposeSurfaceRound, surfaceDecisionProblem, type SurfaceRoundDecision, type SurfaceState } from '../../../../shared/rulesets/nova/combat/surface';
import { mayWithdraw, withWithdrawal } from '../../../../shared/rulesets/nova/combat/surface-withdrawal';
import { GROUND_CF } from '../../../../shared/rulesets/nova/combat/tables';
import { readDiceText } from './fire-dice';

export function SurfaceRoundEditor({ state, busy, onFight }: { state: SurfaceState; busy: boolean; onFight: (decision: SurfaceRoundDecision, forced: number[]) => void }) {
  const [draft, setDraft] = useState<SurfaceRoundDecision>(() => proposeSurfaceRound(state));
  const [diceText, setDiceText] = useState('');
  // A new state (a round fought or undone) gets a fresh proposal.
  useEffect(() => {
    setDraft(proposeSurfaceRound(state));
    setDiceText('');
  }, [state]);

  const byId = new Map(state.units.map((u) => [u.id, u]));
  const label = (id: string) => {
    const u = byId.get(id);
    return u ? `${id} (${u.type}, CF ${GROUND_CF[u.type]})` : id;
  };
  // NOVA: L3998: armies and SDUs withdrawn aboard CH ships at the start of the round; the line-up is proposed again without them.
  const withdrawing = new Set(draft.withdraw ?? []);
  const mayLeave = state.units.filter(mayWithdraw);
  const setWithdraw = (ids: string[]) => setDraft({ ...proposeSurfaceRound(withWithdrawal(state, ids)), ...(ids.length > 0 ? { withdraw: ids } : {}) });
  const after = withWithdrawal(state, [...withdrawing]);
  const mayLand = landable(after);
  const landing = new Set(draft.land ?? mayLand.map((u) => u.id));
  const defenders = onGround(after, 'defender');
  const invaders = after.units.filter((u) => u.side === 'invader' && u.alive && (u.landed || landing.has(u.id)));
  const excess = defenders.length > invaders.length ? defenders : invaders.length > defenders.length ? invaders : [];
  const paired = new Set(draft.pairs.flat());
  const problem = surfaceDecisionProblem(state, draft);
  const dice = readDiceText(diceText);
  const set = (patch: Partial<SurfaceRoundDecision>) => setDraft((d) => ({ ...d, ...patch }));
  const setPair = (i: number, which: 0 | 1, id: string | null) => set({ pairs: draft.pairs.map((p, j) => (j === i ? (which === 0 ? [id ?? '', p[1]] : [p[0], id ?? '']) : p)) });
  const osFires = osMayFire(state) || (state.invaderSurvivedARound && landing.size > 0);

  return (
    <Stack gap="xs" data-testid="surface-round-editor">
      <Title order={5}>Round {state.round + 1}: line-up</Title>
      <Text size="xs" c="dimmed">Proposed by the default policy: the defender puts its strongest units forward (SDUs kept back when it has excess), the invader matches strongest against strongest, extras double-team an SDU; OS fire at SDUs when level − SDUs − 1 ≥ 1, else at the strongest army. Change anything; the rules are checked as you go.</Text>
      {mayLeave.length > 0 && (
        <Group gap="xs" data-testid="surface-withdrawals">
          <Text size="sm" fw={600}>Withdraw aboard ship (conditional orders, CH room checked by you):</Text>
          {mayLeave.map((u) => (
            <Checkbox key={u.id} label={`${u.side === 'defender' ? 'D' : 'I'}: ${label(u.id)}`} checked={withdrawing.has(u.id)} onChange={(e) => setWithdraw(e.currentTarget.checked ? [...withdrawing, u.id] : [...withdrawing].filter((x) => x !== u.id))} />
          ))}
        </Group>
      )}
      {mayLand.length > 0 && (
        <Group gap="xs" data-testid="surface-landings">
          <Text size="sm" fw={600}>Land:</Text>
          {mayLand.map((u) => (
            <Checkbox key={u.id} label={label(u.id)} checked={landing.has(u.id)} onChange={(e) => set({ land: e.currentTarget.checked ? [...landing, u.id] : [...landing].filter((x) => x !== u.id) })} />
          ))}
        </Group>
      )}
      <Table data-testid="surface-pairs">
        <Table.Thead>
          <Table.Tr><Table.Th>Defender forward</Table.Th><Table.Th>matched by invader</Table.Th></Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {draft.pairs.map((p, i) => (
            <Table.Tr key={i} data-testid="surface-pair">
              <Table.Td><Select aria-label={`Pair ${i + 1} defender`} data={defenders.map((u) => ({ value: u.id, label: label(u.id) }))} value={p[0] || null} onChange={(v) => setPair(i, 0, v)} /></Table.Td>
              <Table.Td><Select aria-label={`Pair ${i + 1} invader`} data={invaders.map((u) => ({ value: u.id, label: label(u.id) }))} value={p[1] || null} onChange={(v) => setPair(i, 1, v)} /></Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {excess.length > draft.pairs.length && (
        <Stack gap={4} data-testid="surface-extras">
          <Text size="sm" fw={600}>Excess units: double-team an enemy already in a pair, or stay screened</Text>
          {excess.filter((u) => !paired.has(u.id)).map((u) => {
            const extra = (draft.extras ?? []).find((e) => e.unit === u.id);
            const targets = [...new Set(draft.pairs.map((p) => (u.side === 'defender' ? p[1] : p[0])).filter(Boolean))];
            return (
              <Group key={u.id} gap="xs">
                <Text size="sm" w={200}>{label(u.id)}</Text>
                <Select
                  aria-label={`${u.id} target`}
                  placeholder="screened"
                  clearable
                  data={targets.map((t) => ({ value: t, label: label(t) }))}
                  value={extra?.target ?? null}
                  onChange={(v) => set({ extras: [...(draft.extras ?? []).filter((e) => e.unit !== u.id), ...(v ? [{ unit: u.id, target: v }] : [])] })}
                />
              </Group>
            );
          })}
        </Stack>
      )}
      {state.os.length > 0 && (
        <Stack gap={4} data-testid="surface-os">
          <Text size="sm" fw={600}>OS fire {osFires ? '' : '(not yet: no invading unit has survived a round on the surface)'}</Text>
          {osFires && state.os.map((o) => {
            const shot = (draft.os ?? []).find((x) => x.os === o.id);
            return (
              <Group key={o.id} gap="xs">
                <Text size="sm" w={200}>{o.id} (OS{o.level})</Text>
                <Select aria-label={`${o.id} target`} placeholder="holds fire" clearable data={defenders.map((u) => ({ value: u.id, label: label(u.id) }))} value={shot?.target ?? null} onChange={(v) => set({ os: [...(draft.os ?? []).filter((x) => x.os !== o.id), ...(v ? [{ os: o.id, target: v }] : [])] })} />
              </Group>
            );
          })}
        </Stack>
      )}
      {state.invaderSurvivedARound && (
        <NumberInput label="PCBs the invader drops at the end of the round" min={0} w={320} value={draft.pcb?.count ?? 0} onChange={(v) => { const count = Math.max(0, Math.trunc(Number(v) || 0)); set({ pcb: count > 0 ? { count } : undefined }); }} />
      )}
      {problem ? <Alert color="red" data-testid="surface-problem">This line-up breaks the rules: {problem}</Alert> : <Text size="xs" c="green">The line-up is allowed.</Text>}
      <Group align="flex-end">
        <TextInput style={{ flex: 1 }} label="Physical dice for this round (optional)" description="d6 readings in the order rolled: each pair (defender's attack, then the invader's), the extras, then OS; PCB interception last" value={diceText} onChange={(e) => setDiceText(e.currentTarget.value)} error={dice.ok ? undefined : dice.problem} data-testid="surface-dice" />
        <ActionIcon variant="default" size="lg" aria-label="Back to the proposal" title="Back to the proposed line-up" onClick={() => setDraft(proposeSurfaceRound(state))}>↺</ActionIcon>
        <Button onClick={() => dice.ok && onFight(draft, dice.values)} disabled={problem !== null || !dice.ok || busy} loading={busy} data-testid="surface-fight">Fight round {state.round + 1}</Button>
      </Group>
    </Stack>
  );
}
