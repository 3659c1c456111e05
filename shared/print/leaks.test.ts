import { describe, expect, it } from 'vitest';
import { nameScanner } from './leaks';

const scan = nameScanner([
  { name: 'Kestrel', kind: 'ship' },
  { name: 'Dorado', kind: 'system' },
  { name: 'Free Traders of Kessa', kind: 'empire' },
  { name: 'Corsair 1', kind: 'ship' },
  { name: 'Straße', kind: 'system' },
  { name: 'Αθήνα', kind: 'system' },
  { name: '**Nexus', kind: 'system' },
]);
const names = (text: string) => scan(text).map((s) => s.name);

describe('nameScanner (issue 19, item 3)', () => {
  it('finds a name in any case and with or without accents: the audit’s four misses', () => {
    expect(names('kestrel beyond Dorado')).toEqual(['Kestrel', 'Dorado']);
    expect(names('the free traders of kessa came')).toEqual(['Free Traders of Kessa']);
    expect(names('CORSAIR 1 was seen')).toEqual(['Corsair 1']);
    expect(names('Késtrel near DÓRADO')).toEqual(['Kestrel', 'Dorado']);
    expect(names('a ship at STRASSE')).toEqual(['Straße']);
    expect(names('ΑΘΗΝΑ is far')).toEqual(['Αθήνα']);
    expect(names('seen near **nexus')).toEqual(['**Nexus']);
  });

  it('stays word-bounded in every script', () => {
    expect(names('Kestrels and Corsair 12 and Doradoan')).toEqual([]);
    expect(names('Αθήναι')).toEqual([]);
  });
});
