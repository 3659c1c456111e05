/**
 * Where the Empires screen is: `#/game/<id>/empires[/<empireId>[/<page>[/<designId>]]]`.
 * The app router reads the first three parts; this screen reads the rest.
 */
import { useSyncExternalStore } from 'react';

export const EMPIRE_PAGES = ['technology', 'designs', 'pregame', 'overrides', 'print', 'details', 'repairs'] as const;
export type EmpirePage = (typeof EMPIRE_PAGES)[number];

export interface EmpireRoute {
  empireId: string | null;
  page: EmpirePage;
  designId: string | null;
}

export function parseEmpireRoute(hash: string): EmpireRoute {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  const page = (EMPIRE_PAGES as readonly string[]).includes(parts[4] ?? '') ? (parts[4] as EmpirePage) : 'technology';
  return { empireId: parts[3] ?? null, page, designId: parts[5] ?? null };
}

export function empireHref(gameId: string, route: Partial<EmpireRoute>): string {
  const base = `#/game/${encodeURIComponent(gameId)}/empires`;
  if (!route.empireId) return base;
  const page = route.page ?? 'technology';
  return `${base}/${encodeURIComponent(route.empireId)}/${page}${route.designId ? `/${encodeURIComponent(route.designId)}` : ''}`;
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}

export function useEmpireRoute(): EmpireRoute {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash);
  return parseEmpireRoute(hash);
}

export function goEmpire(gameId: string, route: Partial<EmpireRoute>): void {
  window.location.hash = empireHref(gameId, route);
}
