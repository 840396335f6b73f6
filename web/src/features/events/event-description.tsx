/**
 * An event description's format, line by line: a line starting with a number and a dot is a
 * sub-heading ('1. Line-up', '1.Tracks'; a decimal such as '1.5 hours' is not), '* item' lines are
 * bullets, blank lines are skipped, anything else is a paragraph. Always text, never HTML.
 */
type Block = { key: string } & (
  | { kind: 'heading' | 'paragraph'; text: string }
  | { kind: 'list'; items: { key: string; text: string }[] }
);

export function parseDescription(text: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = /^\*\s*(.*)$/.exec(line);
    if (bullet) {
      const last = blocks[blocks.length - 1];
      if (last?.kind === 'list') last.items.push({ key: `${last.key}-${last.items.length}`, text: bullet[1] });
      else
        blocks.push({
          key: `b${blocks.length}`,
          kind: 'list',
          items: [{ key: `b${blocks.length}-0`, text: bullet[1] }],
        });
    } else if (/^\d+\.(?!\d)/.test(line)) {
      blocks.push({ key: `b${blocks.length}`, kind: 'heading', text: line });
    } else {
      blocks.push({ key: `b${blocks.length}`, kind: 'paragraph', text: line });
    }
  }
  return blocks;
}

export function EventDescription({ text }: { text: string }) {
  return (
    <div className="space-y-3 leading-relaxed">
      {parseDescription(text).map((block) => {
        const key = block.key;
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
              {block.items.map((item) => (
                <li key={item.key}>{item.text}</li>
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
