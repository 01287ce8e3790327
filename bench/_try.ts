import { playSeason } from '../local/demo/season';
(async () => {
  for (const teams of [8, 64]) {
    const s = await playSeason({ teams, seed: 3, rounds: 8, typing: false });
    const list = s.desk.clicks.filter((c) => c.handler === 'menuIndividualRanking');
    console.log(teams, JSON.stringify(list[1].calls.byMethod));
  }
})();
