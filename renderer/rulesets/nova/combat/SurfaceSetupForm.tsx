/** A surface battle set up by hand: the defender's and the invader's units by type, the invader's OS levels, first turn of the invasion or not. */
import { Alert, Button, Checkbox, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { GROUND_CF } from '../../../../shared/rulesets/nova/combat/tables';
import type { SurfaceBattleInput } from '../../../../shared/rulesets/nova/turn/surface-battle';
import { surfaceInputFromCounts } from '../../../../shared/rulesets/nova/combat/surface-record';

type Counts = { MA: number; AA: number; RA: number; SDU: number };

/** OS levels as typed ("3 3 5"); a string says what is wrong. */
export function readOsLevels(text: string): number[] | string {
  const words = text.split(/[\s,;]+/).filter(Boolean);
  const bad = words.find((w) => !/^\d+$/.test(w) || Number(w) < 1);
  return bad === undefined ? words.map(Number) : `"${bad}" is not an OS level (a whole number, 1 or more)`;
}

export function SurfaceSetupForm({ onCreate, busy }: { onCreate: (input: SurfaceBattleInput) => void; busy: boolean }) {
  const [name, setName] = useState('');
  const [defender, setDefender] = useState<Counts>({ MA: 3, AA: 0, RA: 2, SDU: 1 });
  const [invader, setInvader] = useState<Counts>({ MA: 0, AA: 3, RA: 3, SDU: 0 });
  const [osText, setOsText] = useState('3');
  const [firstTurn, setFirstTurn] = useState(true);
  const os = readOsLevels(osText);
  const total = (c: Counts) => c.MA + c.AA + c.RA + c.SDU;
  const problems = [
    ...(typeof os === 'string' ? [os] : []),
    ...(total(defender) === 0 ? ['the defender needs at least one unit (militia included)'] : []),
    ...(total(invader) === 0 ? ['the invader needs at least one unit'] : []),
    ...(firstTurn && invader.AA === 0 ? ['on the first turn of an invasion only assault armies (AA) can land: give the invader AAs, or untick "first turn"'] : []),
  ];
  const field = (side: 'defender' | 'invader', type: keyof Counts) => {
    const counts = side === 'defender' ? defender : invader;
    const set = side === 'defender' ? setDefender : setInvader;
    return <NumberInput key={type} label={`${type} (CF ${GROUND_CF[type]})`} min={0} max={99} w={100} value={counts[type]} onChange={(v) => set((c) => ({ ...c, [type]: Math.max(0, Math.trunc(Number(v) || 0)) }))} aria-label={`${side} ${type}`} />;
  };
  return (
    <Paper withBorder p="md" data-testid="surface-setup">
      <Stack gap="xs">
        <Title order={4}>New surface battle</Title>
        <TextInput label="Name" placeholder="Invasion of …" value={name} onChange={(e) => setName(e.currentTarget.value)} w={360} />
        <Text size="sm" fw={600}>Defender (on the planet; intrinsic militia counted as MA)</Text>
        <Group>{(['MA', 'AA', 'RA', 'SDU'] as const).map((t) => field('defender', t))}</Group>
        <Text size="sm" fw={600}>Invader (aboard its ships at the planet; militia cannot invade)</Text>
        <Group>{(['AA', 'RA', 'SDU'] as const).map((t) => field('invader', t))}</Group>
        <Group align="flex-end">
          <TextInput label="Invader's OS units at the planet (levels)" placeholder="e.g. 3 3 5" value={osText} onChange={(e) => setOsText(e.currentTarget.value)} w={300} error={typeof os === 'string' ? os : undefined} />
          <Checkbox label="First turn of the invasion (round 1 lands AAs only)" checked={firstTurn} onChange={(e) => setFirstTurn(e.currentTarget.checked)} />
        </Group>
        {problems.length > 0 && <Alert color="red">{problems.map((p) => <div key={p}>{p}</div>)}</Alert>}
        <Group>
          <Button disabled={problems.length > 0 || busy} loading={busy} onClick={() => typeof os !== 'string' && onCreate(surfaceInputFromCounts(name.trim() || 'Surface battle', defender, invader, os, firstTurn))} data-testid="surface-create">Create surface battle</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
