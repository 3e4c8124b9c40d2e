import { expect, test } from './fixtures';
import { DEMO, signInByApi } from './accounts-helpers';
import { shootWidths } from './screenshot-helpers';
import { expectToast } from './toast-helpers';

test.describe('the learning assistant', () => {
  test('a student asks about pending exams and opens the paper, asks for jobs in 杭州 and finds them under jobsFromChat, renames and deletes a conversation', async ({ page }) => {
    test.setTimeout(240_000);
    await signInByApi(page, DEMO.student.mobile);
    await page.goto('/ChatGPT');
    await expect(page.getByRole('heading', { level: 1, name: '学鲸学习助手' })).toBeVisible();
    await shootWidths(page, 'assistant-front');

    // A question from the front page opens the chat and is asked there.
    await page.getByRole('link', { name: '我还有哪些考试没考？' }).click();
    await expect(page).toHaveURL(/\/ChatGPT\/chat\?conversationId=/);
    const messages = page.getByRole('region', { name: '对话内容' });
    await expect(messages.getByText(/你目前有 \d+ 项作业、\d+ 场考试待完成。/)).toBeVisible();
    await expect(messages.getByText('参考来源')).toBeVisible();
    const paper = messages.locator('a[href^="/testPaper/"]').first();
    await expect(paper).toBeVisible();
    await shootWidths(page, 'assistant-deadlines');
    const paperHref = await paper.getAttribute('href');
    await paper.click();
    await expect(page).toHaveURL(new RegExp(`${paperHref}$`));
    await page.goBack();

    // Jobs in 杭州: the answer links each job and puts them on jobsFromChat.
    await page.getByRole('button', { name: '新对话' }).first().click();
    await page.getByRole('textbox', { name: /输入你的问题/ }).fill('杭州有哪些Python的岗位');
    await page.getByRole('textbox', { name: /输入你的问题/ }).press('Enter');
    await expect(messages.getByText(/在杭州找到 \d+ 个与「Python」相关的职位：/)).toBeVisible();
    await expect(page.getByRole('button', { name: /重新回答/ })).toBeVisible();
    await shootWidths(page, 'assistant-jobs');
    await messages.getByRole('link', { name: 'AI 推荐职位' }).click();
    await expect(page).toHaveURL(/\/employment\/jobsFromChat\?positionIds=/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('list').getByRole('listitem').first()).toBeVisible();
    await page.goBack();

    // Rename the conversation, then delete it after the confirmation.
    const list = page.getByRole('list', { name: '对话列表' });
    await expect(list.getByRole('button', { name: '杭州有哪些Python的岗位', exact: true })).toBeVisible();
    await page.getByRole('button', { name: '重命名 杭州有哪些Python的岗位' }).click();
    const name = page.getByRole('textbox', { name: '重命名对话' });
    await name.fill('杭州的数据工作');
    await name.press('Enter');
    await expectToast(page, '修改成功');
    await expect(list.getByRole('button', { name: '杭州的数据工作', exact: true })).toBeVisible();
    await page.getByRole('button', { name: '删除 杭州的数据工作' }).click();
    await expect(page.getByText('删除这个对话？')).toBeVisible();
    await page.getByRole('button', { name: /^确\s?定$/ }).click();
    await expectToast(page, '删除成功');
    await expect(list.getByRole('button', { name: '杭州的数据工作', exact: true })).toHaveCount(0);
  });

  test('a visitor is asked to log in before chatting', async ({ page }) => {
    await page.goto('/ChatGPT/chat');
    await expect(page.getByText('登录后即可使用智能助手')).toBeVisible();
    await page.getByRole('button', { name: '去登录' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
