// An HTML dialog (HtmlService: the captains' dialog, the JSON export) as the text a person reads in it: its
// paragraphs and preformatted blocks, the text box with what it holds, and the buttons; never the markup,
// the script or the character entities. Only what the add-on's dialogs use is read (p, div, pre, br,
// textarea, button, script, style); anything else is dropped as a tag, its text kept.

interface DialogText {
  /** the paragraphs, one per line (preformatted text as it is) */
  readonly text: string;
  /** what the text box holds when the dialog opens; undefined when it has none */
  readonly textBox?: string;
  /** the buttons' labels, in order */
  readonly buttons: readonly string[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The characters an HTML entity stands for (&quot; &#233; &#x1F600;), others left as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
    if (/^#x/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (/^#\d/.test(name)) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? all;
  });
}

/** Text outside <pre>: runs of white space are one space, as a browser shows them (pre-wrap keeps newlines). */
function flow(html: string, keepLines: boolean): string {
  const text = decodeEntities(html.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, ''));
  return keepLines
    ? text
        .split('\n')
        .map((l) => l.replace(/[ \t\r\f]+/g, ' ').trim())
        .join('\n')
    : text.replace(/\s+/g, ' ').trim();
}

/** Reads an HTML dialog's content as text (see the header). */
export function dialogText(html: string): DialogText {
  let rest = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<style\b[\s\S]*?<\/style>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  let textBox: string | undefined;
  rest = rest.replace(/<textarea\b[^>]*>([\s\S]*?)<\/textarea>/i, (_all, inner: string) => {
    textBox = decodeEntities(inner);
    return '\n';
  });
  const buttons: string[] = [];
  rest = rest.replace(/<button\b[^>]*>([\s\S]*?)<\/button>/gi, (_all, inner: string) => {
    buttons.push(flow(inner, false));
    return ' ';
  });
  const blocks: string[] = [];
  // block elements end a paragraph; <pre> and style="white-space:pre..." keep their lines
  const parts = rest.split(
    /(<pre\b[^>]*>[\s\S]*?<\/pre>|<(?:p|div)\b[^>]*white-space:\s*pre[^>]*>[\s\S]*?<\/(?:p|div)>)/i,
  );
  for (const part of parts) {
    const pre = /^<pre\b[^>]*>([\s\S]*?)<\/pre>$/i.exec(part);
    if (pre) {
      blocks.push(
        decodeEntities(pre[1].replace(/<[^>]*>/g, ''))
          .replace(/^\n/, '')
          .replace(/\s+$/, ''),
      );
      continue;
    }
    const wrap = /^<(p|div)\b[^>]*>([\s\S]*?)<\/\1>$/i.exec(part);
    if (wrap && /white-space:\s*pre/i.test(part.slice(0, part.indexOf('>')))) {
      blocks.push(flow(wrap[2], true));
      continue;
    }
    for (const para of part.split(/<\/?(?:p|div|h\d|li|ul|ol|table|tr)\b[^>]*>/i)) {
      const t = flow(para, false);
      if (t !== '') blocks.push(t);
    }
  }
  return { text: blocks.filter((b) => b !== '').join('\n'), textBox, buttons };
}
