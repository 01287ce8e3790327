// The demo season's invented field, drawn from a seed: teams (4 to 10 players each, with prize categories),
// and each round's game list (4 games from 4 families in phase 1, 5 games in phase 2). Plain data: the
// driver (season.ts) types it into the workbook as an organizer would.
import { createRng, type Rng } from '../../src/engine/core/rng';

export interface DemoPlayer {
  readonly name: string;
  /** M20 age group, typed privately in Captains and protections: "under 18", "18-64", "over 65" */
  readonly age: string;
  /** "woman", "man", "non-binary" */
  readonly gender: string;
  /** a hidden playing strength, 0..1, used to draw results */
  readonly strength: number;
}

export interface DemoTeam {
  readonly name: string;
  readonly seed: number;
  readonly players: readonly DemoPlayer[];
  readonly strength: number;
}

export interface DemoGame {
  readonly game: string;
  readonly family: string;
}

export interface DemoField {
  readonly teams: readonly DemoTeam[];
  /** games of rounds 1..rounds */
  readonly games: readonly (readonly DemoGame[])[];
}

const COUNTRIES = [
  'Italy',
  'France',
  'Germany',
  'Spain',
  'Poland',
  'Brazil',
  'Japan',
  'Canada',
  'Mexico',
  'India',
  'Kenya',
  'Chile',
  'Norway',
  'Greece',
  'Egypt',
  'Peru',
  'Cameroon',
  'Colombia',
  'Estonia',
  'Finland',
  'Ireland',
  'Portugal',
  'Sweden',
  'Denmark',
  'Austria',
  'Belgium',
  'Croatia',
  'Czechia',
  'Hungary',
  'Iceland',
  'Latvia',
  'Lithuania',
  'Malta',
  'Morocco',
  'Nigeria',
  'Ghana',
  'Senegal',
  'Tunisia',
  'Argentina',
  'Uruguay',
  'Ecuador',
  'Bolivia',
  'Cuba',
  'Jamaica',
  'Panama',
  'Vietnam',
  'Thailand',
  'Nepal',
  'Mongolia',
  'Korea',
  'China',
  'Israel',
  'Jordan',
  'Turkey',
  'Georgia',
  'Armenia',
  'Ukraine',
  'Romania',
  'Bulgaria',
  'Serbia',
  'Slovenia',
  'Slovakia',
  'Australia',
  'Fiji',
  'Samoa',
  'Zambia',
  'Uganda',
  'Rwanda',
];

const FIRST = [
  'Anna',
  'Bruno',
  'Carla',
  'Dario',
  'Elena',
  'Felix',
  'Greta',
  'Hugo',
  'Ines',
  'Jonas',
  'Kira',
  'Luca',
  'Mara',
  'Nico',
  'Olga',
  'Pablo',
  'Quinn',
  'Rosa',
  'Sven',
  'Tara',
  'Ugo',
  'Vera',
  'Wim',
  'Xena',
  'Yuri',
  'Zoe',
  'Aiko',
  'Bela',
  'Chen',
  'Dina',
  'Emil',
  'Femi',
  'Gala',
  'Hana',
  'Ivo',
  'Jala',
  'Kofi',
  'Lena',
  'Milo',
  'Noor',
];
const LAST = [
  'Rossi',
  'Martin',
  'Novak',
  'Silva',
  'Sato',
  'Okafor',
  'Larsen',
  'Kowalski',
  'Moreau',
  'Weber',
  'Garcia',
  'Popescu',
  'Ivanova',
  'Tanaka',
  'Mensah',
  'Haddad',
  'Kim',
  'Nguyen',
  'Costa',
  'Berg',
  'Horvat',
  'Kaya',
  'Ali',
  'Meyer',
  'Dubois',
  'Lopez',
  'Janssen',
  'Virtanen',
  'Murphy',
  'Papas',
  'Tamm',
  'Ozols',
  'Borg',
  'Alves',
  'Ruiz',
  'Sousa',
  'Fischer',
  'Bianchi',
  'Lund',
  'Adler',
];

const GAME_POOL: Record<string, readonly string[]> = {
  chess: ['Chess', 'Shogi', 'Xiangqi', 'Breakthrough', 'Makruk'],
  territory: ['Go', 'Othello', 'Amazons', 'Atoll'],
  connection: ['Hex', 'Havannah', 'TwixT', 'Slither', 'Crossway'],
  mancala: ['Oware', 'Kalah', 'Bao', 'Omweso'],
  alignment: ['Gomoku', 'Pente', 'Renju', 'Connect6', 'Quarto'],
  checkers: ['Draughts', 'Checkers', 'Dameo', 'Turkish draughts'],
  goal: ['Quoridor', 'Halma', 'Epaminondas', 'Tumbleweed'],
  Gipf: ['GIPF', 'YINSH', 'DVONN', 'ZERTZ', 'TZAAR', 'PUNCT'],
  various: ['Hive', 'Abalone', 'Santorini', 'Lines of Action', 'Onitama'],
};

function pickPlayers(rng: Rng, count: number, used: Set<string>): DemoPlayer[] {
  const out: DemoPlayer[] = [];
  while (out.length < count) {
    const name = `${FIRST[rng.int(FIRST.length)]} ${LAST[rng.int(LAST.length)]}`;
    if (used.has(name)) continue;
    used.add(name);
    const a = rng.next();
    const g = rng.next();
    out.push({
      name,
      age: a < 0.1 ? 'under 18' : a < 0.9 ? '18-64' : 'over 65',
      gender: g < 0.4 ? 'woman' : g < 0.95 ? 'man' : 'non-binary',
      strength: rng.next(),
    });
  }
  return out;
}

/** Each round's games: phase-1 rounds 4 games of 4 different families, later rounds 5 games. */
function demoGames(rng: Rng, rounds: number, phase1Rounds: number): DemoGame[][] {
  const families = Object.keys(GAME_POOL);
  const out: DemoGame[][] = [];
  for (let r = 1; r <= rounds; r++) {
    const want = r <= phase1Rounds ? 4 : 5;
    const fams = rng.shuffle(families).slice(0, want);
    out.push(
      fams.map((f) => {
        const pool = GAME_POOL[f];
        return { game: pool[(r + rng.int(pool.length)) % pool.length], family: f };
      }),
    );
  }
  return out;
}

/** The whole invented field for `teams` teams, the same for the same seed. */
export function demoField(teams: number, seed: number, rounds = 8, phase1Rounds = 5): DemoField {
  if (teams < 2 || teams > COUNTRIES.length)
    throw new RangeError(`the demo takes 2 to ${COUNTRIES.length} teams, not ${teams}`);
  const rng = createRng(seed);
  const used = new Set<string>();
  const names = rng.shuffle(COUNTRIES).slice(0, teams);
  const list: DemoTeam[] = names.map((name, i) => {
    const size = 4 + rng.int(7);
    return { name, seed: i + 1, players: pickPlayers(rng, size, used), strength: 1 - i / teams + rng.next() * 0.3 };
  });
  return { teams: list, games: demoGames(rng, rounds, phase1Rounds) };
}
