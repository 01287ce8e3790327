// Catalogue rows: the command line of the Editor add-on install's clock (`mochalunt tick`, which runs the hourly
// line-up check) and of the demo played as the add-on (`mochalunt demo --install addon`).
import { command, type CatalogueRow } from './kit';

export const ADDON_FORMS_ROWS: readonly CatalogueRow[] = [
  command(
    {
      id: 'cli-demo-install',
      where: 'mochalunt demo --install',
      typed: '--install standalone',
      kind: 'bad argument',
      message: 'mochalunt demo: --install takes bound or addon, not "standalone"\n(then the command\'s usage)',
    },
    ['demo', '--install', 'standalone', '--out', '{dir}/d.xlsx'],
  ),
  command(
    {
      id: 'cli-tick-at',
      where: 'mochalunt tick --at',
      typed: '--at tomorrow',
      kind: 'impossible date or time',
      message: 'mochalunt tick: --at "tomorrow" is not a time: give it as an ISO time such as 2026-03-01T18:00Z',
    },
    ['tick', '{dir}/book.xlsx', '--at', 'tomorrow'],
    { base: 'mochalunt' },
  ),
];
