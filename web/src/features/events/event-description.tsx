/**
 * The spec's description format, line by line: '1. Heading' lines are sub-headings, '* item' lines
 * are bullets, blank lines are skipped, anything else is a paragraph. Always text, never HTML.
 */
type Block = { kind: 'heading' | 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function parseDescription(text: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = /^\*\s*(.*)$/.exec(line);
    if (bullet) {
      const last = blocks[blocks.length - 1];
      if (last?.kind === 'list') last.items.push(bullet[1]);
      else blocks.push({ kind: 'list', items: [bullet[1]] });
    } else if (/^\d+\.\s/.test(line)) {
      blocks.push({ kind: 'heading', text: line });
    } else {
      blocks.push({ kind: 'paragraph', text: line });
    }
  }
  return blocks;
}

export function EventDescription({ text }: { text: string }) {
  return (
    <div className="space-y-3 leading-relaxed">
      {parseDescription(text).map((block, i) => {
        const key = `${block.kind}-${i}`;
        if (block.kind === 'heading') {
          return (
            <h3 key={key} className="pt-2 text-lg font-semibold">
              {block.text}
            </h3>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={key} className="ml-5 list-disc space-y-1">
              {block.items.map((item, j) => (
                <li key={`${key}-${j}`}>{item}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={key} className="text-foreground/90">
            {block.text}
          </p>
        );
      })}
    </div>
  );
}
