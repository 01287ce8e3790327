// The sparse start graph of the pricing loop: the pairs likely to be in the optimum. Optimality does not
// depend on it (pricing adds any pair that could improve the matching), only speed does.
// Each entrant is linked to: its neighbours in pairing order (i+1, i+2, which always contain a perfect
// matching of an even field), its ideal split partner (L4) ± splitWindow inside its score group, and at every
// boundary between two score groups the bottom entrants of the higher group to the top ones of the lower,
// and to the nearest entrants (for a float) of every other score group.
import { splitHalf } from './criteria';
import type { Field } from './field';
import type { PairingSettings } from './settings';

export function candidatePairs(f: Field, settings: PairingSettings, skipRematches: boolean): [number, number][] {
  const n = f.entrants.length;
  const out: [number, number][] = [];
  const push = (i: number, j: number): void => {
    if (i === j || i < 0 || j < 0 || i >= n || j >= n) return;
    if (skipRematches && f.timesMet(i, j) > 0) return;
    out.push(i < j ? [i, j] : [j, i]);
  };
  for (let i = 0; i < n; i++) {
    push(i, i + 1);
    push(i, i + 2);
  }
  const groups = f.groupSize.length;
  for (let g = 0; g < groups; g++) {
    const start = f.groupStart[g],
      size = f.groupSize[g],
      h = splitHalf(f, g);
    for (let p = 0; p < size; p++) {
      for (let d = -settings.splitWindow; d <= settings.splitWindow; d++) {
        const q = p + h + d;
        if (q > p && q < size) push(start + p, start + q);
      }
    }
    // every entrant to the nearest entrants (for a float) of every other group: the top ones of each lower
    // group, the bottom ones of each higher group; this ties the groups' duals to each other
    for (let h2 = g + 1; h2 < groups; h2++) {
      const lowStart = f.groupStart[h2],
        lowSize = f.groupSize[h2];
      for (let a = start; a < start + size; a++) {
        for (let b = 0; b < Math.min(settings.crossLinks, lowSize); b++) push(a, lowStart + b);
      }
      for (let b = lowStart; b < lowStart + lowSize; b++) {
        for (let a = Math.max(0, size - settings.crossLinks); a < size; a++) push(start + a, b);
      }
    }
    if (g + 1 < groups) {
      const L = settings.boundaryLinks;
      const nextStart = f.groupStart[g + 1],
        nextSize = f.groupSize[g + 1];
      for (let a = Math.max(0, size - L); a < size; a++) {
        for (let b = 0; b < Math.min(L, nextSize); b++) push(start + a, nextStart + b);
      }
    }
  }
  return out;
}
