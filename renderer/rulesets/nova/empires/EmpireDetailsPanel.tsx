import { Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Game } from '../../../../shared/model/entities';
import { getDb } from '../../../db/database';
import { updateEmpireDetails } from '../db/empires';
import { useAutosavedText } from '../../../db/useAutosavedText';
import type { EmpireData } from './useEmpireData';

/** The empire's name, its player and the GM's notes; everything saves itself. */
export function EmpireDetailsPanel({ game, data }: { game: Game; data: EmpireData }) {
  const db = getDb();
  const { empire } = data;
  const [name, setName] = useState(empire.name);
  const [nameError, setNameError] = useState<string | null>(null);
  useEffect(() => setName(empire.name), [empire.name]);
  const saveName = () => {
    if (name === empire.name) return;
    updateEmpireDetails(db, game.id, empire.id, { name })
      .then(() => setNameError(null))
      .catch((error: unknown) => setNameError(error instanceof Error ? error.message : String(error)));
  };
  const player = useAutosavedText(empire.playerName, (value) => updateEmpireDetails(db, game.id, empire.id, { playerName: value }), `empire:${game.id}:${empire.id}:playerName`);
  const contact = useAutosavedText(empire.playerContact, (value) => updateEmpireDetails(db, game.id, empire.id, { playerContact: value }), `empire:${game.id}:${empire.id}:playerContact`);
  const notes = useAutosavedText(empire.notes, (value) => updateEmpireDetails(db, game.id, empire.id, { notes: value }), `empire:${game.id}:${empire.id}:notes`);
  return (
    <Stack maw={640} data-testid="empire-details">
      <TextInput
        label="Empire name"
        description="Saved when you leave the field or press Enter; unique in the game."
        value={name}
        error={nameError}
        onChange={(e) => setName(e.currentTarget.value)}
        onBlur={saveName}
        onKeyDown={(e) => e.key === 'Enter' && saveName()}
        data-testid="empire-name-input"
      />
      <TextInput label="Player" value={player.value} onChange={(e) => player.onChange(e.currentTarget.value)} onBlur={player.onBlur} />
      <TextInput label="Contact" description="Address or e-mail for the packets." value={contact.value} onChange={(e) => contact.onChange(e.currentTarget.value)} onBlur={contact.onBlur} />
      <Textarea label="GM's notes on this empire" description="Private to you; never printed for the player." autosize minRows={3} value={notes.value} onChange={(e) => notes.onChange(e.currentTarget.value)} onBlur={notes.onBlur} />
    </Stack>
  );
}
