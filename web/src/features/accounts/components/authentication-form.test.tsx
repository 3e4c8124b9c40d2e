import { useQueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, setLoginCookie, stubAccountsApi } from '@/testing/accounts-fixtures';
import { renderInRouter } from '@/testing/render';
import { closeLoginDialog, openLoginDialog } from '../lib/login-dialog-store';
import { LoginDialog } from './login-dialog';
import { LoginPanel } from './login-panel';
import { accountKeys, useCurrentUser } from '../queries';

afterEach(() => {
  act(() => closeLoginDialog());
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const SCHOOLS = { code: 200, data: { schoolVoList: [{ schoolName: '学鲸职业技术学院', schoolSign: '1' }], schoolImages: [] } };

/** Something that shows the login info, as the header does. */
function UserProbe() {
  const { user } = useCurrentUser();
  return <span>{user?.mobile}</span>;
}

type Form = 'authentication_student' | 'authentication_teacher';

function open(form: Form, handlers = {}) {
  setLoginCookie('1');
  const stub = stubAccountsApi({ '/school/getSchoolList': SCHOOLS, ...handlers });
  renderInRouter(<LoginDialog />, '/home/learning/center');
  act(() => openLoginDialog({ initialForm: form }));
  return stub;
}

function panel(form: Form, handlers = {}) {
  setLoginCookie('1');
  const stub = stubAccountsApi({ '/school/getSchoolList': SCHOOLS, ...handlers });
  const done = vi.fn();
  renderInRouter(
    <>
      <UserProbe />
      <LoginPanel onLoginPage={false} initialForm={form} onAuthenticated={done} />
    </>,
    '/home/learning/center',
  );
  return { ...stub, done };
}

const submit = () => userEvent.click(screen.getByRole('button', { name: '提交认证' }));

async function fill(number: string): Promise<void> {
  await userEvent.click(screen.getByRole('combobox'));
  await userEvent.click(await screen.findByTitle('学鲸职业技术学院'));
  await userEvent.type(screen.getByRole('textbox', { name: '真实姓名' }), '李娜');
  await userEvent.type(screen.getByRole('textbox', { name: /学号|工号/ }), number);
  await userEvent.type(screen.getByRole('textbox', { name: '请输入验证码' }), 'ab12');
}

describe('authentication form', () => {
  it('shows the student messages, and toggles to the teacher form with its own', async () => {
    open('authentication_student');
    expect(await screen.findByRole('heading', { name: '学生认证' })).toBeInTheDocument();
    await submit();
    for (const text of ['请选择学校', '请输入姓名', '请输入学号', '请输入验证码']) {
      expect(await screen.findByText(text, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: '在职教师认证' }));
    expect(await screen.findByRole('heading', { name: '老师认证' })).toBeInTheDocument();
    await submit();
    for (const text of ['请选择单位', '请输入姓名', '工号不能为空']) {
      expect(await screen.findByText(text, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    }
    await userEvent.type(screen.getByRole('textbox', { name: '工号' }), '1'.repeat(21));
    expect(await screen.findByText('工号不能超过20位')).toBeInTheDocument();
  });

  it('submits type 1, says the server message, reloads the login info and closes', async () => {
    const { calls, done } = panel('authentication_student', {
      '/user/authentication': { code: 200, msg: '认证成功', data: { auditStatus: 2 } },
    });
    await screen.findByRole('heading', { name: '学生认证' });
    await fill('2024010109');
    await waitFor(() => expect(calls.some((call) => call.path === '/user/getLoginInfo')).toBe(true));
    const infoCalls = calls.filter((call) => call.path === '/user/getLoginInfo').length;
    await submit();
    expect(await screen.findByText('认证成功')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/user/authentication')?.body).toEqual({
      school: '1',
      realName: '李娜',
      studentId: '2024010109',
      code: 'ab12',
      type: 1,
    });
    expect(calls.find((call) => call.path === '/school/getSchoolList')?.body).toEqual({ sign: '1' });
    expect(done).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(calls.filter((call) => call.path === '/user/getLoginInfo').length).toBeGreaterThan(infoCalls));
  });

  it('sends type 2 from the teacher form', async () => {
    const { calls } = open('authentication_teacher', {
      '/user/authentication': { code: 200, msg: '已提交认证，请等待学校审核', data: { auditStatus: 1 } },
    });
    await screen.findByRole('heading', { name: '老师认证' });
    await fill('T2024001');
    await submit();
    expect(await screen.findByText('已提交认证，请等待学校审核')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/user/authentication')?.body).toMatchObject({ type: 2, studentId: 'T2024001' });
  });

  it('keeps what was typed while the school list arrives, the login info reloads and the dialog is asked to open again', async () => {
    setLoginCookie('1');
    const { calls, fetchMock } = stubAccountsApi({
      '/school/getSchoolList': SCHOOLS,
      '/user/authentication': { code: 200, msg: '已提交认证，请等待学校审核', data: { auditStatus: 1 } },
    });
    // The school list answers only when the test says so.
    const answer = fetchMock.getMockImplementation() as (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
    let releaseSchools = (): void => undefined;
    const schoolsHeld = new Promise<void>((resolve) => {
      releaseSchools = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('/school/getSchoolList')) await schoolsHeld;
        return answer(input, init);
      }),
    );
    /** Reloads the login info as the form's own success and the request layer's -1002 do. */
    function ReloadLoginInfo() {
      const client = useQueryClient();
      const reload = () => void client.invalidateQueries({ queryKey: accountKeys.loginInfo(), refetchType: 'all' });
      return (
        <button type="button" onClick={reload}>
          reload login info
        </button>
      );
    }
    renderInRouter(
      <>
        <ReloadLoginInfo />
        <UserProbe />
        <LoginDialog />
      </>,
      '/home/learning/center',
    );
    act(() => openLoginDialog({ initialForm: 'authentication_student' }));
    await screen.findByRole('heading', { name: '学生认证' });
    const name = screen.getByRole('textbox', { name: '真实姓名' });
    await userEvent.type(name, '李娜');
    await userEvent.type(screen.getByRole('textbox', { name: '学号' }), '2024010109');
    await userEvent.type(screen.getByRole('textbox', { name: '请输入验证码' }), 'ab12');

    // What answers while the form is open: the login info again (the form's own success does it too), the dialog
    // opened again with the same form (the session guard's 301 does that), then the school list.
    const infoCalls = calls.filter((call) => call.path === '/user/getLoginInfo').length;
    act(() => screen.getByRole('button', { name: 'reload login info' }).click());
    await waitFor(() => expect(calls.filter((call) => call.path === '/user/getLoginInfo').length).toBeGreaterThan(infoCalls));
    act(() => openLoginDialog({ initialForm: 'authentication_student' }));
    releaseSchools();
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('学鲸职业技术学院'));

    // The same inputs, still holding what was typed.
    expect(screen.getByRole('textbox', { name: '真实姓名' })).toBe(name);
    expect(name).toHaveValue('李娜');
    await submit();
    expect(await screen.findByText('已提交认证，请等待学校审核')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/user/authentication')?.body).toEqual({
      school: '1',
      realName: '李娜',
      studentId: '2024010109',
      code: 'ab12',
      type: 1,
    });
  });

  it('puts a -5 under the captcha with a new image, and a field error on its field', async () => {
    let answer = { code: -5, msg: '验证码错误!', data: { field: 'code' } };
    open('authentication_student', { '/user/authentication': () => answer });
    await screen.findByRole('heading', { name: '学生认证' });
    await fill('2024010109');
    const image = () => screen.getByRole('img', { name: '图形验证码' }).getAttribute('src');
    const before = image();
    await new Promise((done) => setTimeout(done, 5));
    await submit();
    expect(await screen.findByText('验证码错误!')).toBeInTheDocument();
    expect(image()).not.toBe(before);
    expect(screen.getByRole('textbox', { name: '请输入验证码' })).toHaveValue('');

    answer = { code: -2, msg: '学号不能超过20位', data: { field: 'studentId' } };
    await userEvent.type(screen.getByRole('textbox', { name: '请输入验证码' }), 'cd34');
    await submit();
    expect(await screen.findByText('学号不能超过20位', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
  });
});
