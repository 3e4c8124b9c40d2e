import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Composer } from './composer';

function renderComposer(value: string, busy = false) {
  const onSend = vi.fn();
  const onStop = vi.fn();
  render(<Composer value={value} onChange={() => undefined} onSend={onSend} onStop={onStop} busy={busy} />);
  return { onSend, onStop, box: screen.getByRole('textbox') };
}

describe('Composer', () => {
  it('sends with Enter, not with Shift + Enter nor while an input method is composing', () => {
    const { onSend, box } = renderComposer('我的课程进度');
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.getByText('6/500')).toBeInTheDocument();
  });

  it('does not send an empty or too long question, and says why', () => {
    const empty = renderComposer('   ');
    fireEvent.keyDown(empty.box, { key: 'Enter' });
    expect(empty.onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /发\s?送/ })).toBeDisabled();
  });

  it('says the limit when the question is too long', () => {
    renderComposer('问'.repeat(501));
    expect(screen.getByText('问题不能超过 500 个字')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /发\s?送/ })).toBeDisabled();
  });

  it('offers 停止 while an answer is written', () => {
    const { onStop } = renderComposer('', true);
    fireEvent.click(screen.getByRole('button', { name: /停\s?止/ }));
    expect(onStop).toHaveBeenCalled();
  });
});
