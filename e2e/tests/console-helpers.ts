import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { finishedOpening } from './screenshot-helpers';

/** An antd button's name: antd puts a space between two Chinese characters (确 定), so any spacing matches. */
export const spaced = (text: string): RegExp => new RegExp(`^${Array.from(text).join('\\s*')}$`);

/** Clicks `ok` in the confirmation dialog whose text has `title`, once it has opened, and waits for it to close. */
export async function confirmDialog(page: Page, title: string, ok: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: title });
  await finishedOpening(dialog);
  await dialog.getByRole('button', { name: spaced(ok) }).click();
  await expect(dialog).toHaveCount(0);
}
