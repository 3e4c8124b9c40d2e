import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOVER_PANEL_CLOSE_DELAY_MS, HoverPanel } from './hover-panel';

function renderPanel(openOnClick = false) {
  render(
    <div>
      <HoverPanel
        label="课程中心"
        openOnClick={openOnClick}
        trigger={(props) => (
          <button type="button" {...props}>
            课程中心
          </button>
        )}
      >
        <a role="menuitem" href="/a">
          必修课程
        </a>
        <a role="menuitem" href="/b">
          选修课程
        </a>
      </HoverPanel>
      <button type="button">别处</button>
    </div>,
  );
  return screen.getByRole('button', { name: '课程中心' });
}

afterEach(() => vi.useRealTimers());

describe('HoverPanel', () => {
  it('stays while the pointer crosses from the trigger into it, and closes a moment after the pointer leaves', () => {
    vi.useFakeTimers();
    const trigger = renderPanel();
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    const menu = screen.getByRole('menu', { name: '课程中心' });
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(HOVER_PANEL_CLOSE_DELAY_MS - 10));
    fireEvent.pointerEnter(menu, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(HOVER_PANEL_CLOSE_DELAY_MS * 2));
    expect(screen.getByRole('menu')).toBeInTheDocument();

    fireEvent.pointerLeave(menu, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(HOVER_PANEL_CLOSE_DELAY_MS));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from the keyboard: ArrowDown focuses the first entry, arrows move, Escape goes back to the trigger', async () => {
    const trigger = renderPanel();
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '必修课程' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '选修课程' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '必修课程' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: '选修课程' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes when an entry is followed, when the focus leaves it, or on a tap elsewhere', async () => {
    const trigger = renderPanel();
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    fireEvent.click(screen.getByRole('menuitem', { name: '选修课程' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab({ shift: true });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    fireEvent.pointerDown(screen.getByRole('button', { name: '别处' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('with openOnClick a tap opens it and a second tap keeps it open; a touch leaving does not close it', async () => {
    const trigger = renderPanel(true);
    fireEvent.pointerEnter(trigger, { pointerType: 'touch' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.pointerLeave(trigger, { pointerType: 'touch' });
    await userEvent.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
});
