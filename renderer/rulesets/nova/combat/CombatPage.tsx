/**
 * The NOVA Combat screen: the battles of the turn and of the game, surface combat and the fire
 * calculator; one battle's page when one is open. `#/game/<id>/combat?turnBattle=<battleId>`
 * opens the turn's battle of that id directly (set up from the turn's dry run when first opened).
 */
import { Alert, Loader, Tabs } from '@mantine/core';
import { useEffect, useState } from 'react';
import { routeHref, useRouteQuery } from '../../../navigation/router';
import { getDb } from '../../../db/database';
import type { ScreenProps } from '../../../ruleset';
import { useCommandHandler } from '../../../features/commands/game-commands';
import { BattleList } from './BattleList';
import { BattlePage } from './BattlePage';
import { FireCalculator } from './FireCalculator';
import { SurfacePanel } from './SurfacePanel';
import { openTurnBattle } from './turn-battles';
import { TurnBattlesPanel } from './TurnBattlesPanel';

export function CombatPage({ game }: ScreenProps) {
  const [open, setOpen] = useState<string | null>(null);
  const [surface, setSurface] = useState<string | null>(null);
  const [tab, setTab] = useState<string | null>('battles');
  const [problem, setProblem] = useState<string | null>(null);
  const query = useRouteQuery();
  const wanted = query.get('turnBattle');
  const [newBattle, setNewBattle] = useState(0);
  // The command palette's "New battle…": back to the list, with the set-up dialog open.
  useCommandHandler(game.id, 'combat.new-battle', () => {
    setOpen(null);
    setTab('battles');
    setNewBattle((n) => n + 1);
  });

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    setProblem(null);
    openTurnBattle(getDb(), game, wanted).then(
      (opened) => {
        if (!live) return;
        // Drop the query so Back and a reload show the list, not this battle again.
        window.history.replaceState(null, '', routeHref({ page: 'game', gameId: game.id, screen: 'combat' }));
        if (opened.kind === 'space') setOpen(opened.id);
        else {
          setSurface(opened.id);
          setTab('surface');
        }
      },
      (error: unknown) => live && setProblem(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
  }, [wanted, game]);

  if (wanted && !problem && !open && !surface) return <Loader aria-label="Opening the turn's battle" />;
  if (open) return <BattlePage game={game} battleId={open} onBack={() => setOpen(null)} />;
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="battles">Battles</Tabs.Tab>
        <Tabs.Tab value="surface">Surface combat</Tabs.Tab>
        <Tabs.Tab value="fire">Fire calculator</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="battles">
        {problem && <Alert color="red" title="The turn's battle could not be opened" mb="md">{problem}</Alert>}
        <TurnBattlesPanel
          game={game}
          onOpen={(opened) => {
            if (opened.kind === 'space') setOpen(opened.id);
            else {
              setSurface(opened.id);
              setTab('surface');
            }
          }}
        />
        <BattleList game={game} onOpen={setOpen} createRequest={newBattle} />
      </Tabs.Panel>
      <Tabs.Panel value="surface">
        <SurfacePanel game={game} open={surface} onOpen={setSurface} />
      </Tabs.Panel>
      <Tabs.Panel value="fire">
        <FireCalculator />
      </Tabs.Panel>
    </Tabs>
  );
}
