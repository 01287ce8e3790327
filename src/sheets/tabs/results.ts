// The result notation of a game cell on a round tab, always from the team-1 player's side (left):
//   1-0 win · 0-1 loss · ½-½ draw (also =, 0.5-0.5, 1/2-1/2, d) · + forfeit win · - forfeit loss ·
//   0-0 or blank: not played (M16: 0-0 at the round deadline).
// Cells are plain text ('@') with a dropdown of the canonical spellings, so "1-0" never becomes a date.
import type { GameResult } from '../../engine/core/result';

export const RESULT_CHOICES: readonly string[] = ['1-0', '0-1', '½-½', '+', '-', '0-0'];

const ALIASES: Readonly<Record<string, GameResult>> = {
  '1-0': 'win',
  '1:0': 'win',
  w: 'win',
  '0-1': 'loss',
  '0:1': 'loss',
  l: 'loss',
  '½-½': 'draw',
  '=': 'draw',
  '½': 'draw',
  '0.5-0.5': 'draw',
  '0,5-0,5': 'draw',
  '1/2-1/2': 'draw',
  d: 'draw',
  '½:½': 'draw',
  '+': 'forfeitWin',
  '+-': 'forfeitWin',
  '+:-': 'forfeitWin',
  '1f-0f': 'forfeitWin',
  '-': 'forfeitLoss',
  '-+': 'forfeitLoss',
  '-:+': 'forfeitLoss',
  '0f-1f': 'forfeitLoss',
  '0-0': 'unplayed',
  '--': 'unplayed',
  '': 'unplayed',
};

export const RESULT_FIX =
  'type 1-0 (win of the left player), 0-1 (loss), ½-½ or = (draw), + (forfeit win), - (forfeit loss), or 0-0 / blank (not played)';

/** A game cell as a result; null when the text is not a result. */
export function parseResult(text: string): GameResult | null {
  const k = text.trim().toLowerCase().replace(/\s+/g, '');
  return Object.prototype.hasOwnProperty.call(ALIASES, k) ? ALIASES[k] : null;
}

/** The canonical spelling of a result, for writing. */
export function formatResult(r: GameResult): string {
  switch (r) {
    case 'win':
      return '1-0';
    case 'loss':
      return '0-1';
    case 'draw':
      return '½-½';
    case 'forfeitWin':
      return '+';
    case 'forfeitLoss':
      return '-';
    case 'unplayed':
      return '';
  }
}
