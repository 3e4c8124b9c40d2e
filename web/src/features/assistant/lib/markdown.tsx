import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The assistant's answers are markdown (its own and a model's): paragraphs, lists, headings, code, **bold**,
 * `code` and links. Rendered as React elements, never as HTML, so nothing in an answer can run or style the page;
 * a link goes only to one of the platform's pages (in the app) or to an http(s) address (in a new tab), anything
 * else stays text. Written while it streams: an unfinished link or bold shows as text until it is complete.
 */

type Block =
  | { type: 'paragraph'; lines: string[] }
  | { type: 'list'; ordered: boolean; items: string[] }
  | { type: 'heading'; level: number; text: string }
  | { type: 'code'; text: string };

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const HEADING = /^(#{1,6})\s+(.*)$/;
const FENCE = /^\s*```/;

export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (FENCE.test(line)) {
      const code: string[] = [];
      i += 1;
      while (i < lines.length && !FENCE.test(lines[i])) code.push(lines[i++]);
      i += 1; // the closing fence (or the end, while it streams)
      blocks.push({ type: 'code', text: code.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', level: heading[1].length, text: heading[2] });
      i += 1;
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = Boolean(numbered);
      const pattern = ordered ? NUMBERED : BULLET;
      const items: string[] = [];
      while (i < lines.length) {
        const match = pattern.exec(lines[i]);
        if (!match) break;
        items.push(match[1]);
        i += 1;
      }
      blocks.push({ type: 'list', ordered, items });
      continue;
    }
    if (!line.trim()) {
      i += 1;
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && lines[i].trim() && !FENCE.test(lines[i]) && !HEADING.test(lines[i]) && !BULLET.test(lines[i]) && !NUMBERED.test(lines[i])) {
      paragraph.push(lines[i++]);
    }
    blocks.push({ type: 'paragraph', lines: paragraph });
  }
  return blocks;
}

/** Where a link may go: a page of the platform (a path), or an http(s) address; null for anything else. */
export function safeHref(url: string): { internal: boolean; href: string } | null {
  const href = url.trim();
  if (href.startsWith('/') && !href.startsWith('//')) return { internal: true, href };
  if (/^https?:\/\//i.test(href)) return { internal: false, href };
  return null;
}

const INLINE = /\\([\\`*_[\]()<>#-])|\*\*(.+?)\*\*|`([^`]+)`|\[((?:\\.|[^\]\\])+)\]\(([^)\s]+)\)/g;

/** Inline markdown as React nodes: escapes, **bold**, `code`, [text](url). */
export function renderInline(text: string, keyPrefix = ''): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let n = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    const key = `${keyPrefix}${n++}`;
    const [, escaped, bold, code, label, url] = match;
    if (escaped !== undefined) {
      out.push(escaped);
    } else if (bold !== undefined) {
      out.push(<strong key={key}>{renderInline(bold, `${key}-`)}</strong>);
    } else if (code !== undefined) {
      out.push(<code key={key}>{code}</code>);
    } else {
      const target = safeHref(url);
      const inner = renderInline(label, `${key}-`);
      if (!target) out.push(...inner);
      else if (target.internal)
        out.push(
          <Link key={key} to={target.href}>
            {inner}
          </Link>,
        );
      else
        out.push(
          <a key={key} href={target.href} target="_blank" rel="noopener noreferrer">
            {inner}
          </a>,
        );
    }
    last = at + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** An answer's markdown as React elements. */
export function Markdown({ source, className }: { source: string; className?: string }) {
  return (
    <div className={className}>
      {parseBlocks(source).map((block, index) => {
        const key = `b${index}`;
        switch (block.type) {
          case 'code':
            return (
              <pre key={key}>
                <code>{block.text}</code>
              </pre>
            );
          case 'heading':
            return <h4 key={key}>{renderInline(block.text, `${key}-`)}</h4>;
          case 'list': {
            const items = block.items.map((item, i) => <li key={`${key}-${i}`}>{renderInline(item, `${key}-${i}-`)}</li>);
            return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
          }
          default:
            return (
              <p key={key}>
                {block.lines.flatMap((line, i) => (i === 0 ? renderInline(line, `${key}-${i}-`) : [<br key={`${key}-br${i}`} />, ...renderInline(line, `${key}-${i}-`)]))}
              </p>
            );
        }
      })}
    </div>
  );
}
