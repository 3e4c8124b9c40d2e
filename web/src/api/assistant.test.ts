import { describe, expect, it } from 'vitest';
import { eventReader, type ChatEvent } from './assistant';

describe('eventReader', () => {
  it('hands on each whole event, however the text is cut', () => {
    const seen: ChatEvent[] = [];
    const read = eventReader((e) => seen.push(e));
    const stream = 'event: meta\ndata: {"conversationId":"c1","answerId":"a1"}\n\nevent: delta\ndata: {"text":"你好"}\n\nevent: done\ndata: {"status":"done","sources":[]}\n\n';
    for (let i = 0; i < stream.length; i += 7) read(stream.slice(i, i + 7));
    expect(seen.map((e) => e.event)).toEqual(['meta', 'delta', 'done']);
    expect(seen[1]).toEqual({ event: 'delta', data: { text: '你好' } });
  });

  it('skips what is not an event of ours', () => {
    const seen: ChatEvent[] = [];
    const read = eventReader((e) => seen.push(e));
    read(': comment\n\nevent: delta\ndata: not json\n\ndata: {"text":"x"}\n\n');
    expect(seen).toEqual([]);
  });
});
