import { swissRound, swissSummary } from './swiss';
import { playSeason } from '../local/demo/season';
(async () => {
  console.log(swissSummary(swissRound()).table.join('\n'));
  const s = await playSeason({ teams: 8, seed: 1, rounds: 8, typing: false });
  const pick = (h: string, i: number) => s.desk.clicks.filter((c) => c.handler === h)[i].calls.byMethod;
  console.log('setup', JSON.stringify(pick('menuSetUp', 0)));
  console.log('pair2', JSON.stringify(pick('menuPairNextRound', 1)));
  console.log('std2', JSON.stringify(pick('menuUpdateStandings', 1)));
})();
