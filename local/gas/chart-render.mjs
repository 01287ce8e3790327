// Draws line charts as PNG pictures, for the .xlsx saved by the local spreadsheet service (chart-image.ts
// runs this file in a child Node process, since vega and vega-lite are ES modules only). Input on stdin:
// a JSON array of { title, width, height, xTitle, yTitle, reversed, rows: [{ x, series, y }] }; output on
// stdout: a JSON array of base64 PNGs, in the same order. vega-lite compiles each chart to a vega view,
// rendered headless to SVG, then resvg (a Rust renderer shipped as npm packages) rasterizes the SVG.
import * as vega from 'vega';
import * as vl from 'vega-lite';
import { Resvg } from '@resvg/resvg-js';

const input = JSON.parse(await new Promise((resolve) => {
  let s = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (d) => { s += d; });
  process.stdin.on('end', () => resolve(s));
}));

const out = [];
for (const c of input) {
  const spec = {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    title: c.title,
    width: Math.max(100, c.width - 170),
    height: Math.max(80, c.height - 90),
    background: 'white',
    data: { values: c.rows },
    mark: { type: 'line', point: true },
    encoding: {
      x: { field: 'x', type: 'ordinal', title: c.xTitle, axis: { labelAngle: 0 } },
      y: { field: 'y', type: 'quantitative', title: c.yTitle, scale: c.reversed ? { reverse: true, zero: false, nice: false, domainMin: 1 } : { zero: false } },
      color: { field: 'series', type: 'nominal', title: null, sort: null },
    },
  };
  const view = new vega.View(vega.parse(vl.compile(spec).spec), { renderer: 'none' });
  const svg = await view.toSVG();
  view.finalize();
  const png = new Resvg(svg, { background: 'white', fitTo: { mode: 'width', value: c.width }, font: { loadSystemFonts: true } }).render().asPng();
  out.push(Buffer.from(png).toString('base64'));
}
process.stdout.write(JSON.stringify(out));
