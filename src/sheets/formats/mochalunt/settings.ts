// MOCHALUNT's Settings keys (M2-M21), after the shared ones (format, event name) in the tab's order: its Set up
// writes them, and the one reader of the Settings tab (src/sheets/tabs/settings.ts) parses them with every
// format's keys.
import { number, oneOf, optionalTime, optionalWhole, whole, yesNo } from '../../tabs/settingParsers';

export const MOCHALUNT_KEYS = {
  seasonStart: {
    key: 'season start (UTC)',
    defaultText: '',
    description:
      'M21: publication of round 1 (e.g. 2024-01-15 18:00); later rounds follow every "round days"; blank = the time Pair next round is clicked',
    parse: optionalTime,
  },
  phase1Rounds: {
    key: 'phase 1 rounds',
    defaultText: '5',
    description: 'M2: McMahon rounds before the knock-out (4 games each, M6)',
    parse: whole(1, 20),
  },
  phase2Rounds: {
    key: 'phase 2 rounds',
    defaultText: '3',
    description: 'M4: knock-out rounds (quarter-finals, semi-finals, final; 5 games each)',
    parse: whole(0, 3),
  },
  topGroupSize: {
    key: 'top group size',
    defaultText: '',
    description: 'M2: teams starting with the top start points; blank = half the teams, rounded down',
    parse: optionalWhole(0, 1000),
  },
  topStart: {
    key: 'top group start points',
    defaultText: '3',
    description: 'M2: fictitious points of the top group',
    parse: number,
  },
  otherStart: {
    key: 'other start points',
    defaultText: '1',
    description: 'M2: fictitious points of the other teams',
    parse: number,
  },
  byeMain: { key: 'bye main score', defaultText: '3', description: 'M3: main score of the bye', parse: number },
  byeSecondary: {
    key: 'bye counts for secondary',
    defaultText: 'no',
    description: 'M3: whether the bye enters the average normalized score (yes/no)',
    parse: yesNo,
  },
  byeNormalized: {
    key: 'bye normalized score',
    defaultText: '100',
    description: 'M3: the normalized percent a counted bye adds',
    parse: whole(0, 100),
  },
  rankByMcMahon: {
    key: 'rank by McMahon score',
    defaultText: 'yes',
    description:
      'M18: rank by the McMahon score, start points + main score (yes, default) or by the main score earned alone (no)',
    parse: yesNo,
  },
  eliminated: {
    key: 'knock-out losers play',
    defaultText: 'placement',
    description: 'M4: placement (matches for places 3-8), mcmahon (join the McMahon pool), none (sit out)',
    parse: oneOf(['placement', 'mcmahon', 'none'] as const),
  },
  individualPoints: {
    key: 'individual points',
    defaultText: 'game points',
    description: 'M19: OP and PP in M15 game points (3/2/1/0) or 1/½/0 per game',
    parse: oneOf(['game points', '1/½/0'] as const),
  },
  countUnplayed: {
    key: 'count unplayed matches',
    defaultText: 'yes',
    description: 'M19: an individual match left wholly unreported (0-0) counts in PP and AOS',
    parse: yesNo,
  },
  missingGameChoice: {
    key: 'missing game choice',
    defaultText: 'list order',
    description:
      "M7: when no valid choice was sent, take the first games of the round's list (list order) or stop with a problem (problem)",
    parse: oneOf(['list order', 'problem'] as const),
  },
  prizeMinimum: {
    key: 'prize minimum teams',
    defaultText: '4',
    description: 'M20: teams with a player in a category needed to award it',
    parse: whole(2, 100),
  },
  lineupDays: {
    key: 'line-up days',
    defaultText: '5',
    description: 'M21: line-ups due this many days after the pairings are published',
    parse: whole(0, 60),
  },
  changeDays: {
    key: 'change days',
    defaultText: '3',
    description: 'M21: reductions and agreed changes due this many days after the line-up deadline',
    parse: whole(0, 60),
  },
  gameChoiceDays: {
    key: 'game choice days',
    defaultText: '2',
    description: 'M21: in rounds with 5 games, the game choice is due this many days after the line-up deadline',
    parse: whole(0, 60),
  },
  roundDays: {
    key: 'round days',
    defaultText: '30',
    description: 'M21: a round lasts this many days from publication',
    parse: whole(1, 365),
  },
  appointmentHour: {
    key: 'appointment hour (UTC)',
    defaultText: '14',
    description: 'M21: hour of the default appointment, the Saturday before the round deadline',
    parse: whole(0, 23),
  },
  lineupsVia: {
    key: 'line-ups',
    defaultText: 'form',
    description:
      'M13: how captains send line-ups: form (sealed: a Google Form the add-on creates, menu Create line-up form; until it exists, the rows are read) or rows (typed in the Line-ups rows, which opponents can read before the deadline)',
    parse: oneOf(['form', 'rows'] as const),
  },
  emailPlayers: {
    key: 'e-mail players',
    defaultText: 'no',
    description:
      'Send pairings: e-mail the captains only (no) or also the players whose addresses were typed in Captains and protections (yes); a gmail.com account sends to 100 recipients a day',
    parse: yesNo,
  },
} as const;
