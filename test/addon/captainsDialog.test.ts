// The Captains and protections dialog shows its problems inside itself: an alert shown by its Save's server
// function (google.script.run, a new execution) would replace the dialog and lose the lines typed in it, so the
// function returns them and the page's success handler shows them in the dialog, the typed lines kept.
import type { Desk } from '../../local/demo/desk';
import { captainLines } from '../../local/demo/season';
import { tournament } from './support';

/** The dialog's log entries from its opening on: the dialog itself, then whatever else was shown. */
function fromDialog(desk: Desk) {
  const log = desk.session.ui.log;
  const k = log.map((d) => d.kind).lastIndexOf('modal');
  return { dialog: log[k], after: log.slice(k + 1).filter((d) => d.kind !== 'toast') };
}

describe('Captains and protections: the dialog keeps its lines and shows its problems', () => {
  test('a line naming no team: no alert replaces the dialog; the dialog shows the problem, the lines stay typed', async () => {
    const { desk, field } = await tournament(4, 71);
    const typed = `${captainLines(field)}\nAtlantis: nemo@example.org`;
    const said = desk.click('menuCaptains', { button: 'OK', text: typed });
    expect(desk.lastOutcome()?.status).toBe('refused');
    const { dialog, after } = fromDialog(desk);
    expect(after).toEqual([]);
    expect(dialog.reply).toBe(said);
    expect(dialog.reply).toMatch(/nothing changed, 1 problem\(s\):\n.*Atlantis/);
    // the page shows the reply in the dialog and does not close it: its text area keeps the lines
    expect(dialog.text).toMatch(
      /function done\(reply\) \{ document\.getElementById\("status"\)\.textContent = String\(reply\)/,
    );
    expect(dialog.text).not.toMatch(/function done\([^)]*\) \{ google\.script\.host\.close\(\)/);
  });

  test('saved: the summary is shown in the dialog, with what an alert used to say', async () => {
    const { desk, field, book } = await tournament(4, 72);
    book.share('captain.' + field.teams[0].name.toLowerCase().replace(/[^a-z0-9]+/g, '-') + '@example.org', 'editor');
    desk.click('menuCaptains', { button: 'OK', text: captainLines(field) });
    expect(desk.lastOutcome()?.status).toBe('done');
    const { dialog, after } = fromDialog(desk);
    expect(after).toEqual([]);
    expect(dialog.reply).toMatch(/^Captains and protections: 4 teams' rows protected/);
    // the bound script's warning, an alert before, is in the dialog's text
    expect(dialog.reply).toMatch(
      /\n\nCaptains and protections: captains can edit this file: captain\..+ can edit this file/,
    );
  });
});
