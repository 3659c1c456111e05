import { Button, Group, NumberInput, Select, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PAPER_FINE_KINDS, PAPER_FINE_LABEL, paperFineMcr, paperFineProblem } from '../../../../shared/rulesets/nova/turn/paper-fines';
import type { PaperFine, PaperFineKind, TurnDecisions, TurnWorld } from '../../../../shared/rulesets/nova/turn/types';
import { noteProblem, useSaveRuling } from './useSaveRuling';

const KIND_OPTIONS = PAPER_FINE_KINDS.map((k) => ({ value: k, label: PAPER_FINE_LABEL[k].charAt(0).toUpperCase() + PAPER_FINE_LABEL[k].slice(1) }));

/** What the count field counts for a kind; null: no count. */
const COUNT_LABEL: Record<PaperFineKind, string | null> = {
  paper: 'Pages',
  designs: 'Times',
  retrieval: 'Ships or systems',
  copies: 'Pages',
  additional: null,
};

/** A key not yet used by the turn's paper fines: `${empireId}:${n}`. */
function freeKey(decisions: TurnDecisions, empireId: string): string {
  let n = 1;
  while (decisions.paperFines?.[`${empireId}:${n}`]) n += 1;
  return `${empireId}:${n}`;
}

/**
 * Fine an empire for the paper it handed in (NOVA: 6.1 PENALTIES): the engine charges it at
 * step C at the prices of the game settings (paper-fines.ts), even below zero. The GM types the
 * photocopy costs of copies, and the whole MCr of an additional penalty.
 */
export function PaperFineRulingForm({ gameId, turn, world, settings }: { gameId: string; turn: number; world: TurnWorld; settings: Record<string, unknown> }) {
  const save = useSaveRuling(gameId, turn);
  const [empireId, setEmpireId] = useState<string | null>(null);
  const [kind, setKind] = useState<PaperFineKind>('paper');
  const [count, setCount] = useState<number | string>(1);
  const [mcr, setMcr] = useState<number | string>(0);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const counted = COUNT_LABEL[kind];
  const typed = kind === 'copies' ? 'Photocopy costs (MCr)' : kind === 'additional' ? 'Penalty (MCr)' : null;
  const fine: PaperFine = { empireId: empireId ?? '', kind, count: counted ? Number(count) : 0, extraMcr: typed ? Number(mcr) : 0 };
  const total = Number.isInteger(fine.count) && Number.isInteger(fine.extraMcr) ? paperFineMcr(fine, settings) : null;

  const submit = async () => {
    if (!empireId) return setError('Pick an empire');
    const problem = noteProblem(note) ?? paperFineProblem({ value: fine, note });
    if (problem) return setError(problem);
    if (await save((d) => ({ ...d, paperFines: { ...d.paperFines, [freeKey(d, empireId)]: { value: fine, note: note.trim() } } }))) {
      setEmpireId(null);
      setCount(1);
      setMcr(0);
      setNote('');
      setError(null);
    }
  };

  return (
    <Group align="end" data-testid="ruling-paper-fine">
      <Select label="Empire" placeholder="Pick an empire" data={world.empires.map((e) => ({ value: e.id, label: e.name }))} value={empireId} onChange={setEmpireId} w={200} />
      <Select label="Fine for" data={KIND_OPTIONS} value={kind} onChange={(v) => setKind((v ?? 'paper') as PaperFineKind)} w={300} allowDeselect={false} />
      {counted && <NumberInput label={counted} value={count} onChange={setCount} min={1} allowDecimal={false} w={120} />}
      {typed && <NumberInput label={typed} value={mcr} onChange={setMcr} min={0} allowDecimal={false} w={180} />}
      <TextInput label="Note" value={note} onChange={(e) => setNote(e.currentTarget.value)} error={error} style={{ flex: 1 }} />
      <Text size="sm" data-testid="paper-fine-total">
        {total === null ? '' : `${total} MCr at step C`}
      </Text>
      <Button onClick={() => void submit()}>Fine the empire</Button>
    </Group>
  );
}
