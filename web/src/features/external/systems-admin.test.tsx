import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, dialogClosed, setLoginCookie, stubAccountsApi } from '@/testing/accounts-fixtures';
import { blankConfig, EXTERNAL_ROUTES, savedConfig, SECRET, stubSchoolAdmin } from '@/testing/external-fixtures';
import { renderAt } from '@/testing/render';
import { bodiesOf, btn } from '@/testing/teacher-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const ADMIN = '/school-admin/external-systems';
const SAVE = '/schoolAdmin/externalSystems/save';
const RESET = '/schoolAdmin/externalSystems/resetSecret';
const DELETE = '/schoolAdmin/externalSystems/delete';
const NEW_SECRET = 'ffff0000'.repeat(8);

const open = () => renderAt(ADMIN, EXTERNAL_ROUTES);
const card = (name: string) => screen.findByRole('region', { name });
const saveIn = (region: HTMLElement) => userEvent.click(within(region).getByRole('button', { name: btn('保存') }));

// Forms click through several antd controls: more than the default time on a loaded machine.
describe('/school-admin/external-systems', { timeout: 40_000 }, () => {
  it('shows one card per system: its state, its form, and the secret with 复制 and 重置密钥 once saved', async () => {
    stubSchoolAdmin();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: '外部实训系统' })).toBeInTheDocument();
    const erp = await card('ERP 系统');
    expect(within(erp).getByText('未配置')).toBeInTheDocument();
    expect(within(erp).getByLabelText('系统名称')).toHaveValue('ERP 系统');
    expect(within(erp).getByLabelText('令牌参数名')).toHaveValue('token');
    expect(within(erp).getByRole('radio', { name: /令牌/ })).toBeChecked();
    expect(within(erp).getByRole('switch', { name: '启用' })).toBeChecked();
    expect(within(erp).queryByText(SECRET)).toBeNull();
    expect(within(erp).queryByRole('button', { name: /重置密钥/ })).toBeNull();
    expect(within(erp).queryByRole('button', { name: /删除配置/ })).toBeNull();

    const gyl = await card('鲸链供应链实训平台');
    expect(within(gyl).getByText('已配置')).toBeInTheDocument();
    expect(within(gyl).getByText('已启用')).toBeInTheDocument();
    expect(within(gyl).getByText('更新于 2026-11-20 09:30')).toBeInTheDocument();
    expect(within(gyl).getByLabelText('系统地址')).toHaveValue('https://gyl.example.com/sso');
    expect(within(gyl).getByLabelText('鲸链供应链实训平台 密钥')).toHaveTextContent(SECRET);
    expect(within(gyl).getByRole('button', { name: /复制/ })).toBeInTheDocument();
    expect(within(gyl).getByRole('button', { name: /重置密钥/ })).toBeInTheDocument();
    expect(within(gyl).getByRole('button', { name: /删除配置/ })).toBeInTheDocument();
  });

  it('tells a vendor how a token is checked: the token format and the verify call', async () => {
    stubSchoolAdmin();
    open();
    const gyl = await card('鲸链供应链实训平台');
    const guide = within(gyl).getByText('厂商对接说明').closest('details') as HTMLElement;
    expect(guide).toHaveTextContent('令牌格式为 <payload>.<signature>');
    expect(guide).toHaveTextContent('HMAC-SHA-256');
    expect(guide).toHaveTextContent(`POST ${window.location.origin}/api/v1/external/verify`);
    expect(guide).toHaveTextContent('系统地址?token=令牌');
    for (const text of ['令牌无效', '令牌已过期', '令牌已使用']) expect(within(guide).getByText(text)).toBeInTheDocument();
    // Closed at first (a native <details>: its summary is a button to the keyboard); the summary opens it.
    expect(guide).not.toHaveAttribute('open');
    await userEvent.click(within(guide).getByText('厂商对接说明'));
    expect(guide).toHaveAttribute('open');
  });

  it("checks the form with the rules' own words before sending anything", async () => {
    const { calls } = stubSchoolAdmin();
    open();
    const erp = await card('ERP 系统');
    const name = within(erp).getByLabelText('系统名称');
    await userEvent.clear(name);
    await userEvent.type(name, '鲸');
    await userEvent.type(within(erp).getByLabelText('系统地址'), 'http://erp.example.com');
    const param = within(erp).getByLabelText('令牌参数名');
    await userEvent.clear(param);
    await userEvent.type(param, 'my token');
    fireEvent.change(within(erp).getByLabelText('系统简介'), { target: { value: '简'.repeat(201) } });
    await saveIn(erp);
    expect(await within(erp).findByText('系统名称应为 2–20 个字')).toBeInTheDocument();
    expect(await within(erp).findByText('请输入以 https:// 开头的完整系统地址')).toBeInTheDocument();
    expect(await within(erp).findByText('参数名只能包含字母、数字、下划线和短横线')).toBeInTheDocument();
    expect(await within(erp).findByText('系统简介不能超过 200 个字')).toBeInTheDocument();

    // Each address rule: user info, a fragment.
    for (const bad of ['https://u:p@erp.example.com', 'https://erp.example.com/#/home']) {
      const url = within(erp).getByLabelText('系统地址');
      await userEvent.clear(url);
      await userEvent.type(url, bad);
      await saveIn(erp);
      expect(await within(erp).findByText('请输入以 https:// 开头的完整系统地址')).toBeInTheDocument();
    }
    expect(bodiesOf(calls, SAVE)).toHaveLength(0);
  });

  it('the first save sends the form trimmed, toasts 保存成功, and shows the new secret', async () => {
    const saved = savedConfig({ system: 'erp', name: '金蝶云 ERP', url: 'https://erp.example.com/sso', passMode: 'none', description: '', secret: NEW_SECRET });
    const { calls } = stubSchoolAdmin({ [SAVE]: { code: 200, msg: '保存成功', data: saved } });
    open();
    const erp = await card('ERP 系统');
    const name = within(erp).getByLabelText('系统名称');
    await userEvent.clear(name);
    await userEvent.type(name, ' 金蝶云 ERP ');
    await userEvent.type(within(erp).getByLabelText('系统地址'), ' https://erp.example.com/sso ');
    await userEvent.click(within(erp).getByRole('radio', { name: /不传递/ }));
    await saveIn(erp);
    await waitFor(() =>
      expect(bodiesOf(calls, SAVE)).toEqual([
        { system: 'erp', name: '金蝶云 ERP', url: 'https://erp.example.com/sso', passMode: 'none', tokenParam: 'token', description: '', enabled: true },
      ]),
    );
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    const saveCard = await card('金蝶云 ERP');
    expect(within(saveCard).getByLabelText('金蝶云 ERP 密钥')).toHaveTextContent(NEW_SECRET);
    expect(within(saveCard).getByRole('button', { name: /删除配置/ })).toBeInTheDocument();
  });

  it("shows the server's refusal under its field", async () => {
    stubSchoolAdmin({ [SAVE]: { code: -2, msg: '请输入以 https:// 开头的完整系统地址', data: { field: 'url' } } });
    open();
    const gyl = await card('鲸链供应链实训平台');
    await saveIn(gyl);
    expect(await within(gyl).findByText('请输入以 https:// 开头的完整系统地址')).toBeInTheDocument();
  });

  it('复制 puts the secret on the clipboard', async () => {
    stubSchoolAdmin();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    open();
    const gyl = await card('鲸链供应链实训平台');
    await userEvent.click(within(gyl).getByRole('button', { name: /复制/ }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await screen.findByText('已复制')).toBeInTheDocument();
  });

  it('重置密钥 asks first; only the confirmation resets, and the new secret shows', async () => {
    const { calls } = stubSchoolAdmin({ [RESET]: { code: 200, msg: '密钥已重置', data: savedConfig({ secret: NEW_SECRET }) } });
    open();
    const gyl = await card('鲸链供应链实训平台');
    await userEvent.click(within(gyl).getByRole('button', { name: /重置密钥/ }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('重置密钥？');
    expect(dialog).toHaveTextContent('请将新密钥提供给系统厂商');
    await userEvent.click(within(dialog).getByRole('button', { name: btn('取消') }));
    await dialogClosed();
    expect(bodiesOf(calls, RESET)).toHaveLength(0);
    expect(within(gyl).getByLabelText('鲸链供应链实训平台 密钥')).toHaveTextContent(SECRET);

    await userEvent.click(within(gyl).getByRole('button', { name: /重置密钥/ }));
    await waitFor(() => expect(screen.getAllByRole('dialog').filter((d) => !d.classList.contains('ant-zoom-leave'))).toHaveLength(1));
    dialog = screen.getAllByRole('dialog').find((d) => !d.classList.contains('ant-zoom-leave')) as HTMLElement;
    await userEvent.click(within(dialog).getByRole('button', { name: /重置密钥/ }));
    await waitFor(() => expect(bodiesOf(calls, RESET)).toEqual([{ system: 'gyl' }]));
    expect(await screen.findByText('密钥已重置')).toBeInTheDocument();
    await waitFor(() => expect(within(gyl).getByLabelText('鲸链供应链实训平台 密钥')).toHaveTextContent(NEW_SECRET));
  });

  it('删除配置 asks first; the confirmation deletes, toasts 删除成功 and shows the system unconfigured', async () => {
    let list = [blankConfig('erp'), savedConfig()];
    const { calls } = stubSchoolAdmin({
      '/schoolAdmin/externalSystems': () => ({ code: 200, data: list }),
      [DELETE]: () => {
        list = [blankConfig('erp'), blankConfig('gyl')];
        return { code: 200, msg: '删除成功', data: null };
      },
    });
    open();
    const gyl = await card('鲸链供应链实训平台');
    await userEvent.click(within(gyl).getByRole('button', { name: /删除配置/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('删除“鲸链供应链实训平台”的配置？');
    expect(bodiesOf(calls, DELETE)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: /删除配置/ }));
    await waitFor(() => expect(bodiesOf(calls, DELETE)).toEqual([{ system: 'gyl' }]));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    const blank = await card('供应链管理系统');
    expect(within(blank).getByText('未配置')).toBeInTheDocument();
    expect(within(blank).getByLabelText('系统地址')).toHaveValue('');
    expect(within(blank).queryByRole('button', { name: /删除配置/ })).toBeNull();
  });

  it('turns away a user who is not the school admin', async () => {
    setLoginCookie('1');
    stubAccountsApi();
    const { router } = open();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByText('身份错误')).toBeInTheDocument();
  });
});
