/** Star Sectors screen id → page component (registered in renderer/features/game/ScreenContent.tsx). */
import type { ComponentType } from 'react';
import type { ScreenProps } from '../game/ScreenContent';
import { BoardPage } from './BoardPage';
import { DiceLogPage } from './DiceLogPage';
import { FleetPage } from './FleetPage';
import { ReportsPage } from './ReportsPage';
import { RoundPage } from './RoundPage';

export const STAR_SECTORS_PAGES: Readonly<Record<string, ComponentType<ScreenProps>>> = {
  'ss-fleet': FleetPage,
  'ss-board': BoardPage,
  'ss-round': RoundPage,
  'ss-dice': DiceLogPage,
  'ss-reports': ReportsPage,
};
