import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager, pagerItems } from './pager';

describe('pagerItems', () => {
  it('lists every page up to nine', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('keeps the first, the last and two on each side of the current page, five in a row near the ends', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap-after', 20]);
    expect(pagerItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap-after', 20]);
    expect(pagerItems(10, 20)).toEqual([1, 'gap-before', 8, 9, 10, 11, 12, 'gap-after', 20]);
    expect(pagerItems(17, 20)).toEqual([1, 'gap-before', 15, 16, 17, 18, 19, 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'gap-before', 15, 16, 17, 18, 19, 20]);
  });
});

describe('Pager', () => {
  it('is hidden when everything fits on one page', () => {
    const { container } = render(<Pager current={1} pageSize={15} total={15} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the current page, moves by number and by step, and cannot step past either end', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Pager current={1} pageSize={15} total={40} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: '第 1 页' }));
    expect(onChange).toHaveBeenCalledTimes(2);
    rerender(<Pager current={3} pageSize={15} total={40} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('shows the last page as current for a page past the end, and a click on it moves there', async () => {
    const onChange = vi.fn();
    render(<Pager current={99} pageSize={15} total={40} onChange={onChange} />);
    const last = screen.getByRole('button', { name: '第 3 页' });
    expect(last).toHaveAttribute('aria-current', 'page');
    await userEvent.click(last);
    expect(onChange).toHaveBeenCalledWith(3);
  });
});
