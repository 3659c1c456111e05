/** Writes the NOVA battle sample (the rulebook's space combat example) and its dice: `npx tsx scripts/nova/make-battle-sample.ts`. */
import { writeFileSync } from 'node:fs';
import { battleSampleDiceText, battleSampleText } from '../../shared/rulesets/nova/combat/fixtures/space-example';

writeFileSync('resources/samples/nova-battle-sample.json', battleSampleText());
writeFileSync('resources/samples/nova-battle-sample.dice.json', battleSampleDiceText());
