// `mochalunt trf`: pairs the next round of a FIDE TRF(x) report and prints it as JaVaFo/bbpPairings do.
import { readFileSync } from 'node:fs';
import { describeProblem } from '../../src/engine/core/problem';
import { pairTrf, type TrfSystem } from '../../src/engine/formats/trf';
import { parseOptions, type CliCommand } from './command';

const USAGE = `Usage: mochalunt trf <file.trf> [--system swiss|mcmahon] [--reasons]

Pairs the next round of a FIDE TRF(x) tournament report and prints the pairing as JaVaFo and bbpPairings
do: the number of pairs, then one pair per line as two starting ranks (the first named plays first); a bye
is written "N 0".
  --system swiss     (default) score = points; L2 bye by draw in round 1, then the lowest-ranked without one
  --system mcmahon   score = points + the XXA accelerated points of the round (M2 start scores); M3 bye
  --reasons          after the pairing, one line per pair with the reason (not part of the JaVaFo format)
Exit code 1 with a message when no valid pairing exists (a rematch would be needed) or the file is wrong.`;

export const command: CliCommand = {
  name: 'trf',
  summary: 'pair the next round of a TRF(x) report (Swiss or McMahon), JaVaFo output',
  usage: USAGE,
  main(args, io) {
    const { positional, options, unknown } = parseOptions(args, { values: ['system'], flags: ['reasons'] });
    const system = (options.get('system') ?? 'swiss') as TrfSystem;
    const why = unknown.length
      ? `unknown option ${unknown[0]}`
      : system !== 'swiss' && system !== 'mcmahon'
        ? `--system takes swiss or mcmahon, not "${String(system)}"`
        : positional.length !== 1
          ? positional.length
            ? `one TRF file expected, not ${positional.length}`
            : 'the TRF file is missing'
          : null;
    if (why) {
      io.err(`mochalunt trf: ${why}\n\n${USAGE}\n`);
      return 2;
    }
    let text: string;
    try {
      text = readFileSync(positional[0], 'utf8');
    } catch (e) {
      const code = (e as { code?: string }).code;
      io.err(
        `mochalunt trf: ${code === 'ENOENT' ? `${positional[0]} does not exist` : code === 'EISDIR' ? `${positional[0]} is a folder` : `${positional[0]} cannot be read`}; give the path of a TRF file\n`,
      );
      return 1;
    }
    const result = pairTrf(text, system);
    if (!result.ok) {
      io.err(result.problems.map((p) => `mochalunt trf: ${describeProblem(p)}\n`).join(''));
      return 1;
    }
    io.out(result.value.output);
    if (options.has('reasons')) {
      for (const m of result.value.pairing.matches) io.out(`# ${m.first}-${m.second}: ${m.reason}\n`);
      if (result.value.pairing.bye !== null)
        io.out(`# ${result.value.pairing.bye} bye: ${result.value.pairing.byeReason}\n`);
    }
    return 0;
  },
};
