/** Dice typed for the fire calculator: whole numbers separated by spaces or commas. */
export function readDiceText(text: string): { ok: true; values: number[] } | { ok: false; problem: string } {
  const words = text.split(/[\s,;]+/).filter(Boolean);
  const bad = words.find((w) => !/^\d+$/.test(w));
  if (bad !== undefined) return { ok: false, problem: `"${bad}" is not a die reading: type whole numbers separated by spaces (e.g. 49 3)` };
  return { ok: true, values: words.map(Number) };
}
