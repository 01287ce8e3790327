// The Overview's line saying where the event stands, in every format: nothing paired yet, a round under way, a
// round scored and the next to pair, or the last round scored (the event complete, with what may still follow
// it: a T5 play-off). Read from the rounds paired and scored as the workbook will be once the action is written.

interface OverviewStage {
  /** the last paired round, 0 before round 1 */
  readonly paired: number;
  /** the last round scored */
  readonly scored: number;
  /** the rounds the event plays (a play-off or rematch may follow them) */
  readonly published: number;
  /** "round" or "session" */
  readonly round: string;
  /** what the round under way shows below, '' for nothing */
  readonly shown?: string;
  /** what may follow the last round, '' for nothing */
  readonly after?: string;
}

export function stageLine(s: OverviewStage): string {
  const word = s.round[0].toUpperCase() + s.round.slice(1);
  if (s.paired === 0) return `No ${s.round} paired yet.`;
  if (s.scored < s.paired)
    return `${word} ${s.paired} is under way${s.shown ? ` (${s.shown})` : ''}; Score round, then Update standings, refresh this tab.`;
  if (s.paired < s.published) return `${word} ${s.paired} is scored; Pair next round pairs ${s.round} ${s.paired + 1}.`;
  return `${word} ${s.paired}, the last, is scored: the event is complete${s.after ? ` (${s.after})` : ''}.`;
}
