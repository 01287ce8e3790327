// The actions of `mochalunt run`: one per row of the table of actions (src/sheets/actions.ts), as the menu has
// one item per row, in the menu's order: its command-line name, the handler it calls, the caption a person
// clicks in Sheets and what the action does from the command line (`mochalunt run --help`).
import { ACTION_IDS, actionRow, handlerOf, type ActionId } from '../../src/sheets/actions';
import { FORMATS } from '../../src/sheets/formats/registry';

interface RunAction {
  /** the word typed after `mochalunt run` */
  readonly action: string;
  /** the menu handler it calls: "menu" + PascalCase(action) */
  readonly handler: string;
  /** the menu item's caption in Sheets */
  readonly caption: string;
  /** what it does, in one line, for the help */
  readonly does: string;
  /** only in a MOCHALUNT team championship (the menu shows it for that format only) */
  readonly mochaluntOnly?: boolean;
  /** never changes the workbook (a read-only workbook may be given) */
  readonly readOnly?: boolean;
}

/** Whether only MOCHALUNT's entry of the registry of formats offers the action (the menu shows it for that format only). */
function mochaluntOnly(id: ActionId): boolean {
  const offering = new Set(
    Object.values(FORMATS).filter((f) => id in f.planners || (f.tools as readonly string[]).includes(id)),
  );
  return !actionRow(id).common && offering.size === 1 && offering.has(FORMATS.mochalunt);
}

/** One per row of the table of actions, in the menu's order. */
export const RUN_ACTIONS: readonly RunAction[] = ACTION_IDS.map((id) => {
  const row = actionRow(id);
  return {
    action: row.cli,
    handler: handlerOf(id),
    caption: row.caption,
    does: row.does,
    ...(mochaluntOnly(id) ? { mochaluntOnly: true } : {}),
    ...(row.readOnly ? { readOnly: true } : {}),
  };
});

/** The actions as aligned lines for the help, "*" marking those of a MOCHALUNT championship only. */
export function actionLines(indent = '  '): string[] {
  const width = Math.max(...RUN_ACTIONS.map((a) => a.action.length));
  return [
    ...RUN_ACTIONS.map((a) => `${indent}${a.action.padEnd(width)} ${a.mochaluntOnly ? '*' : ' '} ${a.does}`),
    `${indent}* a MOCHALUNT team championship only (the menu shows these for that format)`,
  ];
}
