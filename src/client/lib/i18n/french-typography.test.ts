import { describe, expect, it } from 'vitest';
import { frenchSpacingFaults, NARROW, NO_BREAK } from '../../../domain/french-typography';
import type { Messages } from './format-message';

/** The interface's French catalogs hold the right spaces (src/domain/french-typography.ts); faults named by key. */
const FRENCH = import.meta.glob<Messages>('./catalogs/*/fr.ts', { eager: true, import: 'default' });

describe('French typographic spaces', () => {
  it('reads the rule right on its own examples', () => {
    expect(frenchSpacingFaults(`Déjà un compte${NARROW}? Connexion`)).toEqual([]);
    expect(frenchSpacingFaults(`Fournisseur${NO_BREAK}: Google, à 10:30, voir https://x.fr/a`)).toEqual([]);
    expect(frenchSpacingFaults(`«${NO_BREAK}Brouillon${NO_BREAK}» pour {{name}}${NARROW}!`)).toEqual([]);
    expect(frenchSpacingFaults('Déjà un compte ? Non: «Brouillon»')).toHaveLength(4);
  });

  it('every French message sets its high punctuation and guillemets apart with no-break spaces', () => {
    const faults = Object.entries(FRENCH).flatMap(([file, messages]) =>
      Object.entries(messages).flatMap(([key, message]) =>
        frenchSpacingFaults(message).map((fault) => `${file} ${key}: ${fault}`),
      ),
    );
    expect(faults).toEqual([]);
  });
});
