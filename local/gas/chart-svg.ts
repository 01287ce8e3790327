// A line chart drawn as SVG, for the pictures of embedded charts in the .xlsx (chart-image.ts rasterizes it
// with resvg): the title, the x values as ordinal ticks, the y axis (reversed for ranks: 1 at the top), one
// line with points per series in category-10 colours, and a legend on the right. Only what the add-on's
// Overview charts use (rank by round, normalized score or points); no dependency beyond resvg.

interface LineChartInput {
  readonly title: string;
  readonly width: number;
  readonly height: number;
  readonly xTitle: string;
  readonly yTitle: string;
  /** the y axis runs downwards (rank 1 at the top) */
  readonly reversed: boolean;
  readonly rows: readonly { readonly x: string | number; readonly series: string; readonly y: number }[];
}

const PALETTE = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
];
const FONT = 'font-family="sans-serif"';

const escape = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const fixed = (n: number): string => (Math.round(n * 10) / 10).toString();

/** Round tick steps (1, 2 or 5 times a power of ten) over [lo, hi], about `count` of them. */
function ticks(lo: number, hi: number, count: number, whole: boolean): number[] {
  if (!(hi > lo)) return [lo];
  const raw = (hi - lo) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  let step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  if (whole) step = Math.max(1, Math.round(step));
  const out: number[] = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi + step * 1e-9; v += step) out.push(Math.round(v * 1e6) / 1e6);
  return out;
}

/** The chart as an SVG document of `width` × `height` pixels. */
export function lineChartSvg(c: LineChartInput): string {
  const xs: (string | number)[] = [];
  for (const r of c.rows) if (!xs.includes(r.x)) xs.push(r.x);
  if (xs.every((x) => typeof x === 'number')) xs.sort((a, b) => a - b);
  const series: string[] = [];
  for (const r of c.rows) if (!series.includes(r.series)) series.push(r.series);
  const ys = c.rows.map((r) => r.y);
  let lo = ys.length ? Math.min(...ys) : 0;
  let hi = ys.length ? Math.max(...ys) : 1;
  if (c.reversed) lo = Math.min(1, lo);
  if (hi === lo) hi = lo + 1;
  const whole = ys.every((y) => Number.isInteger(y));
  const left = 60,
    right = 150,
    top = 40,
    bottom = 50;
  const plotW = Math.max(40, c.width - left - right);
  const plotH = Math.max(40, c.height - top - bottom);
  const xAt = (x: string | number): number =>
    left + (xs.length <= 1 ? plotW / 2 : (xs.indexOf(x) * plotW) / (xs.length - 1));
  const yAt = (y: number): number => {
    const f = (y - lo) / (hi - lo);
    return top + (c.reversed ? f : 1 - f) * plotH;
  };
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${c.width}" height="${c.height}" viewBox="0 0 ${c.width} ${c.height}">`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<text x="${c.width / 2}" y="24" text-anchor="middle" font-size="15" font-weight="bold" ${FONT}>${escape(c.title)}</text>`,
  ];
  for (const t of ticks(lo, hi, c.reversed ? Math.min(10, hi - lo) : 5, whole)) {
    const y = fixed(yAt(t));
    out.push(`<line x1="${left}" x2="${left + plotW}" y1="${y}" y2="${y}" stroke="#ddd"/>`);
    out.push(`<text x="${left - 6}" y="${y}" dy="4" text-anchor="end" font-size="11" ${FONT}>${t}</text>`);
  }
  for (const x of xs) {
    out.push(
      `<text x="${fixed(xAt(x))}" y="${top + plotH + 16}" text-anchor="middle" font-size="11" ${FONT}>${escape(String(x))}</text>`,
    );
  }
  out.push(`<line x1="${left}" x2="${left + plotW}" y1="${top + plotH}" y2="${top + plotH}" stroke="#888"/>`);
  out.push(`<line x1="${left}" x2="${left}" y1="${top}" y2="${top + plotH}" stroke="#888"/>`);
  out.push(
    `<text x="${left + plotW / 2}" y="${c.height - 10}" text-anchor="middle" font-size="12" ${FONT}>${escape(c.xTitle)}</text>`,
  );
  out.push(
    `<text transform="translate(16 ${top + plotH / 2}) rotate(-90)" text-anchor="middle" font-size="12" ${FONT}>${escape(c.yTitle)}</text>`,
  );
  series.forEach((name, i) => {
    const colour = PALETTE[i % PALETTE.length];
    const points = xs.flatMap((x) =>
      c.rows.filter((r) => r.series === name && r.x === x).map((r) => [xAt(x), yAt(r.y)] as const),
    );
    if (points.length > 1)
      out.push(
        `<polyline fill="none" stroke="${colour}" stroke-width="2" points="${points.map(([x, y]) => `${fixed(x)},${fixed(y)}`).join(' ')}"/>`,
      );
    for (const [x, y] of points) out.push(`<circle cx="${fixed(x)}" cy="${fixed(y)}" r="3" fill="${colour}"/>`);
    const ly = top + 8 + i * 16;
    out.push(
      `<line x1="${left + plotW + 14}" x2="${left + plotW + 30}" y1="${ly}" y2="${ly}" stroke="${colour}" stroke-width="2"/>`,
    );
    out.push(`<text x="${left + plotW + 36}" y="${ly}" dy="4" font-size="11" ${FONT}>${escape(name)}</text>`);
  });
  out.push('</svg>');
  return out.join('\n');
}
