/**
 * The map's legend, one strip under the canvas (it never hides a system): what the colours,
 * rings, lines and letters drawn on it mean. Neutral: a ruleset's map screen says what its
 * scene uses (legend items); the swatches are drawn with the canvas's own colours (draw.ts),
 * so they match the map in either theme.
 */
import { Box, Group, Text, useComputedColorScheme } from '@mantine/core';
import { DARK_COLOURS, LIGHT_COLOURS } from './draw';

/** One line of the legend: a swatch and what it means. */
export type LegendItem =
  | { kind: 'fill'; colour: string; label: string }
  | { kind: 'ring'; label: string }
  | { kind: 'line'; style: 'solid' | 'dashed' | 'gate'; colour?: string; label: string }
  | { kind: 'stub'; label: string }
  | { kind: 'letter'; letter: string; label: string };

function Swatch({ item, COLOURS }: { item: LegendItem; COLOURS: typeof LIGHT_COLOURS }) {
  const size = 22;
  const c = size / 2;
  switch (item.kind) {
    case 'fill':
      return (
        <svg width={size} height={size} aria-hidden>
          <circle cx={c} cy={c} r={6} fill={item.colour} stroke={COLOURS.system} strokeWidth={1.2} />
        </svg>
      );
    case 'ring':
      return (
        <svg width={size} height={size} aria-hidden>
          <circle cx={c} cy={c} r={6} fill="#ffffff" stroke={COLOURS.system} strokeWidth={1.2} />
          <circle cx={c} cy={c} r={9.5} fill="none" stroke={COLOURS.system} strokeWidth={1.5} />
        </svg>
      );
    case 'line':
      return (
        <svg width={size} height={size} aria-hidden>
          <line x1={1} y1={c} x2={size - 1} y2={c} stroke={item.style === 'gate' ? COLOURS.gate : (item.colour ?? COLOURS.line)} strokeWidth={item.style === 'gate' ? 2.2 : 1.6} strokeDasharray={item.style === 'solid' ? undefined : '5 3'} />
        </svg>
      );
    case 'stub':
      return (
        <svg width={size} height={size} aria-hidden>
          <circle cx={5} cy={c} r={4} fill="#ffffff" stroke={COLOURS.system} strokeWidth={1.2} />
          <line x1={9} y1={c} x2={size - 1} y2={c} stroke={COLOURS.line} strokeWidth={1.4} strokeDasharray="3 2" />
        </svg>
      );
    case 'letter':
      return (
        <Box w={size} ta="center" fw={600} fz={12} c={COLOURS.letter} aria-hidden>
          {item.letter}
        </Box>
      );
  }
}

export function MapLegend({ items, title = 'Legend' }: { items: readonly LegendItem[]; title?: string }) {
  const colours = useComputedColorScheme('light') === 'dark' ? DARK_COLOURS : LIGHT_COLOURS;
  if (items.length === 0) return null;
  return (
    <Group component="ul" role="list" aria-label={title} data-testid="map-legend" gap="md" wrap="wrap" px={4} m={0} style={{ listStyle: 'none', rowGap: 0 }} className="no-print">
      <Text component="li" size="xs" fw={600} c="dimmed">
        {title}
      </Text>
      {items.map((item) => (
        <Group component="li" key={`${item.kind}:${item.label}`} gap={4} wrap="nowrap">
          <Swatch item={item} COLOURS={colours} />
          <Text size="xs" lh={1.2}>
            {item.label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
