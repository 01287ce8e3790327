// The output tabs, written whole by the add-on: Standings (M18) and Individual (M19, M20), each with a legend of
// its abbreviations at its right and a status column that marks withdrawn teams (Teams tab) and their players.
import type { TableDef } from '../../../tabs/table';

const STANDINGS_TAB = 'Standings';
const INDIVIDUAL_TAB = 'Individual';

export const STANDINGS_TABLE: TableDef = {
  tab: STANDINGS_TAB,
  banding: false,
  columns: [
    {
      key: 'rank',
      header: 'rank',
      required: true,
      width: 50,
      note: 'M18: the place; after the knock-out, places 1-8 are the knock-out\'s. "=" after it: a shared place (level on every score, or a match for places not played)',
    },
    { key: 'team', header: 'team', required: true, width: 160, numberFormat: '@' },
    {
      key: 'main',
      header: 'main',
      required: true,
      width: 60,
      note: 'M17: main score earned (3 win, 2 draw, 1 played loss, 0 forfeit loss; byes M3)',
    },
    {
      key: 'mcmahon',
      header: 'McMahon',
      required: false,
      width: 70,
      note: 'M2: start points + main score (ranks and pairs)',
    },
    {
      key: 'secondary',
      header: 'secondary',
      required: true,
      width: 80,
      numberFormat: '0.00',
      note: 'M18: average normalized score × M',
    },
    {
      key: 'normalized',
      header: 'normalized %',
      required: false,
      width: 90,
      numberFormat: '0.0',
      note: 'M17, M18: average normalized score',
    },
    {
      key: 'g',
      header: 'G',
      required: false,
      width: 60,
      numberFormat: '0.0',
      note: 'M18: average game matches offered',
    },
    { key: 'm', header: 'M', required: false, width: 60, numberFormat: '0.000', note: 'M18: ((G+100)/(G+200))^4' },
    { key: 'rounds', header: 'rounds', required: false, width: 60, note: 'team matches played (byes apart)' },
    { key: 'seed', header: 'seed', required: false, width: 50 },
    { key: 'after', header: 'after round', required: false, width: 80, note: 'the last scored round counted' },
    {
      key: 'decided',
      header: 'decided by',
      required: false,
      width: 220,
      numberFormat: '@',
      note: 'M18: the knock-out match that fixed the place, or the tie-break that put the row below the one above it',
    },
    {
      key: 'status',
      header: 'status',
      required: false,
      width: 90,
      numberFormat: '@',
      note: 'withdrawn: the team withdrew (Teams tab) and is paired no more',
    },
  ],
};

/** The Standings tab's legend: each abbreviation of its headers (M2, M18). */
export const STANDINGS_LEGEND: readonly string[] = [
  'McMahon: start points (M2) + main score',
  'G: game matches offered, averaged over the rounds played (M18)',
  'M: ((G+100)/(G+200))^4, the multiplier of the secondary score (M18)',
  '"=" after a rank: a shared place',
];

/** M18: the legend's line once the knock-out has placed its teams (places 1-8), which Standings tints */
export const KNOCKOUT_PLACES_NOTE =
  'places 1-8 (tinted): decided by the knock-out (M18, M4); from place 9 on: the standings (M18)';
export const KNOCKOUT_TINT = '#fff2cc';

/** The Individual tab's legend: each abbreviation of its headers (M19). */
export const INDIVIDUAL_LEGEND: readonly string[] = [
  'FS: final score, (4·PS + 3·AOS)/7 (M19)',
  'PS: performance score, (OP+1)/(PP+2)',
  "AOS: average of the opponents' PS",
  'OP: points obtained; PP: points available',
  '"=" after a rank: a shared place (equal FS)',
];

export const INDIVIDUAL_TABLE: TableDef = {
  tab: INDIVIDUAL_TAB,
  banding: false,
  columns: [
    {
      key: 'rank',
      header: 'rank',
      required: true,
      width: 50,
      note: 'M19: the place; "=" after it: a shared place (equal FS; listed by PS, then OP)',
    },
    { key: 'player', header: 'player', required: true, width: 160, numberFormat: '@' },
    { key: 'team', header: 'team', required: true, width: 150, numberFormat: '@' },
    { key: 'fs', header: 'FS', required: true, width: 70, numberFormat: '0.0000', note: 'M19: (4·PS + 3·AOS)/7' },
    { key: 'ps', header: 'PS', required: false, width: 70, numberFormat: '0.0000', note: 'M19: (OP+1)/(PP+2)' },
    {
      key: 'aos',
      header: 'AOS',
      required: false,
      width: 70,
      numberFormat: '0.0000',
      note: "M19: average of the opponents' PS",
    },
    { key: 'op', header: 'OP', required: false, width: 50, note: 'M19: points obtained' },
    { key: 'pp', header: 'PP', required: false, width: 50, note: 'M19: points available' },
    { key: 'matches', header: 'matches', required: false, width: 60 },
    {
      key: 'categories',
      header: 'categories',
      required: false,
      width: 200,
      numberFormat: '@',
      note: "M20: the prize categories whose knock-out the player was drawn in (no one's age group or gender is shown)",
    },
    {
      key: 'status',
      header: 'status',
      required: false,
      width: 110,
      numberFormat: '@',
      note: "team withdrawn: the player's team withdrew (Teams tab)",
    },
  ],
};
