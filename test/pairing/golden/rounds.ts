// Golden rounds: pairings computed by hand from the criteria of M3 and L4 ("Decision (revised)"): no rematch;
// the bye; the smallest sum of squared score gaps (in the score's smallest unit: 1 in McMahon, ½ in Swiss);
// the fewest pairs of unequal score; the higher groups kept whole, floats sent lower (4.3); top half against
// bottom half (4.4); the L4 split; a fixed order. Each expected pair says why in one line (none of these rounds
// turns on 4.3 or 4.4: test/cases/pairing.json has those).
// The split, by hand: inside a score group of g entrants, the group's first meets the one h places below,
// h = (g - i - o)/2, i = 1 when an odd number score more (that floater meets the group's first), o = 1 when an
// odd number score as much or more (the group's last floats down); across groups, the higher one's places
// from the bottom of its group plus the lower one's places from the top of its group; each pair costs the
// square of that distance. golden.test.ts runs these through the solver and checks with the oracle that each
// is the only optimum of the first seven criteria (so none of them rests on the fixed order).

export interface GoldenEntrant {
  readonly id: string;
  readonly score: number;
  /** earlier opponents */
  readonly met?: readonly string[];
  readonly hadBye?: boolean;
}

export interface GoldenRound {
  readonly name: string;
  readonly system: 'mcmahon' | 'swiss';
  /** in ranking order, best first (rank = index) */
  readonly entrants: readonly GoldenEntrant[];
  /** [better-ranked, other, why] */
  readonly pairs: readonly (readonly [string, string, string])[];
  readonly bye?: readonly [string, string];
}

const field = (spec: string): GoldenEntrant[] =>
  // "A9 B7 C7" → ids and scores
  spec.split(' ').map((t) => ({ id: t[0], score: Number(t.slice(1)) }));

export const GOLDEN_ROUNDS: readonly GoldenRound[] = [
  {
    name: 'M3: a lone leader meets the next group, never the tail (McMahon 9/7/7/7/7/5)',
    system: 'mcmahon',
    entrants: field('A9 B7 C7 D7 E7 F5'),
    pairs: [
      ['A', 'B', 'A must float: to a 7 costs 2² = 4 (to F 4² = 16); B is the top of group 7 (split 0)'],
      ['C', 'D', 'group 7 receives A and sends E: h = (4 - 1 - 1)/2 = 1, so its 2nd meets its 3rd'],
      ['E', 'F', 'F must float up: from the last 7 costs 4; squared gaps 4 + 0 + 4 = 8 against 16 for A-F'],
    ],
  },
  {
    name: 'L4: Swiss 2 / 1×6 / 0: the leader meets the top 1, the last 1 meets the 0, the rest split',
    system: 'swiss',
    entrants: [{ id: 'A', score: 2 }, ...field('B1 C1 D1 E1 F1 G1'), { id: 'H', score: 0 }],
    pairs: [
      ['A', 'B', 'A alone on 2: a gap of 1 point is 2 half-points, 2² = 4 (A-H would be 4² = 16); B is the top 1'],
      ['C', 'E', 'group 1 of 6 receives A and sends G: h = (6 - 1 - 1)/2 = 2, so C (its 2nd) meets E (its 4th)'],
      ['D', 'F', 'and D (3rd) meets F (5th): split 0 + 0, against C-F, D-E at 1 + 1'],
      ['G', 'H', 'H alone on 0 floats up to the last 1 (4); squared gaps 4 + 0 + 0 + 4 = 8, unequal pairs 2'],
    ],
  },
  {
    name: 'M3: a lone leader who has met the top of the next group',
    system: 'mcmahon',
    entrants: [
      { id: 'A', score: 9, met: ['B', 'C'] },
      { id: 'B', score: 7, met: ['A'] },
      { id: 'C', score: 7, met: ['A'] },
      ...field('D7 E7 F5'),
    ],
    pairs: [
      ['A', 'D', 'A has met B and C: D is the nearest unmet 7 (gap 2, squared 4; split 2² = 4, E would be 3² = 9)'],
      ['B', 'C', 'the two 7s left above E: h = 1, places 0 and 1 are 1 apart, split 0'],
      ['E', 'F', 'the last 7 meets the 5 (squared gaps 4 + 0 + 4 = 8, the least without a rematch)'],
    ],
  },
  {
    name: 'M3: an odd field: the lowest-ranked without a bye gets it',
    system: 'mcmahon',
    entrants: [...field('A7 B5 C5 D3'), { id: 'E', score: 3, hadBye: true }],
    bye: ['D', 'E, the lowest-ranked, has had a bye; D is the lowest-ranked without one'],
    pairs: [
      ['A', 'B', 'A alone on 7 meets the top 5 (squared 4; A-E would be 16)'],
      ['C', 'E', 'the last 5 meets E on 3 (squared 4): total 8, as A-C and B-E, but split 0 + 0 against 1 + 1'],
    ],
  },
  {
    name: "M3: the bye passes on when the lowest-ranked's absence would force a rematch",
    system: 'mcmahon',
    entrants: [
      { id: 'A', score: 5, met: ['B'] },
      { id: 'B', score: 3, met: ['A'] },
      { id: 'E', score: 1 },
    ],
    bye: ['B', 'with E out, A-B would be a rematch; B is the next lowest-ranked without a bye'],
    pairs: [['A', 'E', 'the only pair left (gap 4, squared 16): no rematch comes before the squared gaps']],
  },
  {
    name: 'M3: a rematch forces a float across two score groups',
    system: 'mcmahon',
    entrants: [
      { id: 'A', score: 9, met: ['B', 'C'] },
      { id: 'B', score: 7, met: ['A'] },
      { id: 'C', score: 7, met: ['A'] },
      ...field('D5 E5 F3'),
    ],
    pairs: [
      ['A', 'D', 'A has met both 7s: it must meet a 5 (gap 4, squared 16); D is the top 5 (split 0, E would be 1)'],
      ['B', 'C', 'the 7s meet each other (group 7 of 2 receives and sends a floater: h = 0, split 1)'],
      [
        'E',
        'F',
        'the last 5 meets the 3: squared gaps 16 + 0 + 4 = 20, as A-E, D-F, but split 0 + 1 + 0 against 1 + 1 + 1',
      ],
    ],
  },
  {
    name: 'M2, M3: round 1 of a team McMahon: start scores 3 and 1, each group split in halves',
    system: 'mcmahon',
    entrants: field('A3 B3 C3 D3 E1 F1 G1 H1'),
    pairs: [
      ['A', 'C', 'group 3 of 4, nothing floats in or out: h = 2, 1st meets 3rd'],
      ['B', 'D', '2nd meets 4th'],
      ['E', 'G', 'group 1 of 4: 1st meets 3rd'],
      ['F', 'H', '2nd meets 4th'],
    ],
  },
  {
    name: 'L4: an individual Swiss with halves: a chain of nearest floats, the leader having met the next',
    system: 'swiss',
    entrants: [
      { id: 'A', score: 2.5, met: ['B'] },
      { id: 'B', score: 2, met: ['A'] },
      { id: 'C', score: 2 },
      { id: 'D', score: 1.5 },
      { id: 'E', score: 1.5 },
      { id: 'F', score: 1 },
      { id: 'G', score: 1 },
      { id: 'H', score: 0.5 },
    ],
    pairs: [
      ['A', 'C', 'A has met B: C is the other 2 (gap ½ = 1 unit, squared 1; split 1)'],
      ['B', 'D', 'B floats to the top 1½ (squared 1, split 1); B-E would be split 2, squared 4'],
      [
        'E',
        'F',
        'every pair has a gap of ½, squared 1 each, 4 in all: the least, since nobody can meet an equal score without a larger gap elsewhere',
      ],
      ['G', 'H', 'the last 1 meets the ½ (split 0)'],
    ],
  },
  {
    name: 'L4: one score group of 8 with two earlier meetings: the first two swap partners',
    system: 'swiss',
    entrants: [
      { id: 'A', score: 2, met: ['E'] },
      { id: 'B', score: 2, met: ['F'] },
      ...field('C2 D2'),
      { id: 'E', score: 2, met: ['A'] },
      { id: 'F', score: 2, met: ['B'] },
      ...field('G2 H2'),
    ],
    pairs: [
      ['A', 'F', 'A has met E, its split partner: F is one place off (split 1)'],
      ['B', 'E', 'B has met F: E is one place off (split 1); total 2, the least'],
      ['C', 'G', '3rd meets 7th (split 0)'],
      ['D', 'H', '4th meets 8th (split 0)'],
    ],
  },
  {
    name: 'M3: two leaders who have met both float, each to the nearest group',
    system: 'mcmahon',
    entrants: [{ id: 'A', score: 9, met: ['B'] }, { id: 'B', score: 9, met: ['A'] }, ...field('C7 D7 E5 F5')],
    pairs: [
      ['A', 'C', 'A and B have met: both meet a 7 (squared 4 + 4); A (first of 9) meets C: split 1 + 0'],
      ['B', 'D', 'B (last of 9) meets D: split 0 + 1; A-D, B-C would be 4 + 0'],
      ['E', 'F', 'the 5s meet each other (squared 0)'],
    ],
  },
];
