// M12: the "agreed" cell of the Line-ups tab: boards both captains agreed to change, typed by organizers
// as "2: Anna - Lars; 4: Bruno - Maria" (board: team-1 player - team-2 player).
import type { BoardOverride } from '../../../engine/mochalunt/lineup';

type AgreedParse = { ok: true; value: BoardOverride[] } | { ok: false; message: string; fix: string };

export function parseAgreed(text: string): AgreedParse {
  const out: BoardOverride[] = [];
  for (const part of text
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s !== '')) {
    const m = /^(\d+)\s*[:.]\s*(.+?)\s+-\s+(.+)$/.exec(part);
    if (!m)
      return {
        ok: false,
        message: `"${part}" is not an agreed board`,
        fix: 'write board: team-1 player - team-2 player, separated by ";", e.g. 2: Anna - Lars; 4: Bruno - Maria',
      };
    out.push({ board: Number(m[1]), team1: m[2].trim(), team2: m[3].trim() });
  }
  return { ok: true, value: out };
}
