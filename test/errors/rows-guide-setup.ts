// Catalogue rows: Set up's question of the format on a new workbook (src/addon/actions.ts), as the command line
// answers it (--format NAME, local/cli/run.ts): unanswered, a name that is not a format, the option given to
// another action.
import { command, type CatalogueRow } from './kit';
import { ALL_FORMATS } from '../../src/sheets/formats';

/** The formats of the registry, as the question names them. */
const FORMATS = ALL_FORMATS.join(', ');

export const GUIDE_SETUP_ROWS: readonly CatalogueRow[] = [
  command(
    {
      id: 'cli-set-up-no-format',
      where: 'mochalunt run set-up <new workbook>',
      typed: 'no --format (the question of the format unanswered)',
      kind: 'empty required cell',
      message: `mochalunt run: {dir}/new.xlsx does not exist; set-up starts a new workbook\nmochalunt run set-up: set-up asks the format of a new workbook; nothing written. Add --format NAME, one of: ${FORMATS}.\nmochalunt run: {dir}/new.xlsx not created`,
    },
    ['run', 'set-up', '{dir}/new.xlsx'],
  ),
  command(
    {
      id: 'cli-set-up-format-typo',
      where: 'mochalunt run set-up --format',
      typed: '--format swis',
      kind: 'typo',
      message: `mochalunt run: {dir}/new.xlsx does not exist; set-up starts a new workbook\nmochalunt run set-up: Set up tournament: nothing written: "swis" is not one of the choices: type one of ${FORMATS}\nmochalunt run: {dir}/new.xlsx not created`,
    },
    ['run', 'set-up', '{dir}/new.xlsx', '--format', 'swis'],
  ),
  command(
    {
      id: 'cli-run-format-other-action',
      where: 'mochalunt run <action> --format',
      typed: '--format swiss given to pair-next-round',
      kind: 'bad argument',
      message:
        "mochalunt run: --format answers the question of set-up on a new workbook, not of pair-next-round\n(then the command's usage)",
    },
    ['run', 'pair-next-round', '{dir}/book.xlsx', '--format', 'swiss'],
    { base: 'new' },
  ),
];
