import { playTwoPlayer } from './twoPlayer';
test('p', async () => {
  const t = Date.now();
  for (let s = 1; s <= 10; s++) await playTwoPlayer('swiss' as never, s);
  console.log('swiss 10 seasons', Date.now() - t);
}, 600000);
