import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown, parseBlocks, safeHref } from './markdown';

function show(source: string) {
  return render(
    <MemoryRouter>
      <Markdown source={source} />
    </MemoryRouter>,
  );
}

describe('Markdown', () => {
  it('renders the built-in answer: a lead, a linked list, the page of the whole list', () => {
    show('找到 2 门与「Python」相关的课程：\n\n- [Python 入门](/courseDetail/a1)　主讲 王老师\n- [数据分析](/courseDetail/b2)\n\n[查看全部课程](/college/optional-courses?keyword=Python)\n');
    expect(screen.getByText('找到 2 门与「Python」相关的课程：')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Python 入门' })).toHaveAttribute('href', '/courseDetail/a1');
    expect(screen.getByRole('link', { name: '查看全部课程' })).toHaveAttribute('href', '/college/optional-courses?keyword=Python');
  });

  it('never makes HTML or a script link out of an answer', () => {
    const { container } = show('<img src=x onerror=alert(1)> [点我](javascript:alert(1)) [外站](https://example.com/a)');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link', { name: '点我' })).toBeNull();
    expect(screen.getByText(/点我/)).toBeInTheDocument();
    const outside = screen.getByRole('link', { name: '外站' });
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('reads bold, code, escapes, headings, numbered lists and fenced code', () => {
    const { container } = show('# 标题\n**重点** 和 `code`，\\[不是链接\\]\n\n1. 第一\n2. 第二\n\n```\nint x;\n```');
    expect(container.querySelector('h4')?.textContent).toBe('标题');
    expect(container.querySelector('strong')?.textContent).toBe('重点');
    expect(container.querySelector('p code')?.textContent).toBe('code');
    expect(container.textContent).toContain('[不是链接]');
    expect(container.querySelectorAll('ol li')).toHaveLength(2);
    expect(container.querySelector('pre code')?.textContent).toBe('int x;');
  });

  it('shows an unfinished link as text while the answer streams', () => {
    expect(parseBlocks('- [Python 入')).toEqual([{ type: 'list', ordered: false, items: ['[Python 入'] }]);
    show('- [Python 入门](/course');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('allows paths of the platform and http(s) addresses only', () => {
    expect(safeHref('/resume')).toEqual({ internal: true, href: '/resume' });
    expect(safeHref('https://a.cn')).toEqual({ internal: false, href: 'https://a.cn' });
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
  });
});
