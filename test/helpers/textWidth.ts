// How wide a cell's text shows, in pixels, for the tests of headers that must not run together: a generous
// estimate of a bold 10-11 pt sans-serif (Arial in Sheets, Calibri in LibreOffice and Excel), wide letters
// wider, narrow ones narrower, plus the cell's padding. A text wider than its column is cut at the border
// when the next cell holds something, and the two cells then read as one word ("McMahsecond.").

const NARROW = new Set([..."fijlrtI.,:;!|'()[] "]);
const WIDE = new Set([...'mwMW%@']);

export function textPixels(text: string): number {
  let px = 5;
  for (const ch of text) px += NARROW.has(ch) ? 4.5 : WIDE.has(ch) ? 11.5 : /[A-Z]/.test(ch) ? 8.5 : 7;
  return px;
}

/** The cells of `grid` cut at their column's border while the next cell holds text: "tab!R1C2 'text' (n px > w)". */
export function cutCells(tab: string, grid: string[][], widths: readonly number[], rows?: readonly number[]): string[] {
  const out: string[] = [];
  grid.forEach((r, i) => {
    if (rows && !rows.includes(i)) return;
    r.forEach((v, j) => {
      const next = r[j + 1] ?? '';
      const px = textPixels(v);
      // a number shows rounded by its format (or ###), never cut
      if (v !== '' && !/^-?\d+(\.\d+)?$/.test(v) && next !== '' && px > widths[j])
        out.push(`${tab}!R${i + 1}C${j + 1} '${v}' (${Math.round(px)} px > ${widths[j]})`);
    });
  });
  return out;
}
