// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, setLoginCookie, stubAccountsApi, type Call } from '@/testing/accounts-fixtures';
import { FakeXhr, formFields, stubXhr } from '@/testing/fake-xhr';
import { renderInRouter } from '@/testing/render';
import { IdentityStatusCard } from './identity-status-card';
import { LoginPanel } from './login-panel';

const SCHOOLS = { code: 200, data: { schoolVoList: [{ schoolName: '学鲸职业技术学院', schoolSign: '1' }], schoolImages: [] } };
const KEEP = '/user/uploadRecognitionPhoto';
const BAD_FILE = '上传失败，请选择 JPG、PNG 或 WebP 格式且不超过 5MB 的照片';

const created: string[] = [];
const revoked: string[] = [];

beforeEach(() => {
  created.length = 0;
  revoked.length = 0;
  // jsdom has no object URLs.
  Object.assign(URL, {
    createObjectURL: vi.fn(() => {
      const url = `blob:photo-${created.length + 1}`;
      created.push(url);
      return url;
    }),
    revokeObjectURL: vi.fn((url: string) => revoked.push(url)),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

function form(handlers: Parameters<typeof stubAccountsApi>[0] = {}) {
  setLoginCookie('1');
  stubXhr();
  const stub = stubAccountsApi({ '/school/getSchoolList': SCHOOLS, ...handlers });
  renderInRouter(<LoginPanel onLoginPage={false} initialForm="authentication_student" onAuthenticated={vi.fn()} />, '/home/account');
  return stub;
}

const photo = (name = 'me.png', type = 'image/png') => new File(['\x89PNG'], name, { type });
const input = () => screen.getByTestId('recognition-photo-input') as HTMLInputElement;
const keeps = (calls: Call[]) => calls.filter((c) => c.path === KEEP).map((c) => c.body);

describe('上传识别照片 in the authentication form', { timeout: 30_000 }, () => {
  it('is optional, and its button opens the file picker (keyboard too)', async () => {
    form();
    expect(await screen.findByRole('group', { name: '上传识别照片（选填）' })).toBeInTheDocument();
    expect(input()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    const picker = vi.spyOn(input(), 'click');
    screen.getByRole('button', { name: /选择照片/ }).focus();
    await userEvent.keyboard('{Enter}');
    expect(picker).toHaveBeenCalledTimes(1);
  });

  it('shows the picked photo, uploads it with its progress, keeps it, and says 上传成功', async () => {
    const { calls } = form({ [KEEP]: { code: 200, msg: '上传成功', data: null } });
    await screen.findByRole('group', { name: '上传识别照片（选填）' });
    await userEvent.upload(input(), photo());
    expect(screen.getByRole('img', { name: '识别照片预览' })).toHaveAttribute('src', 'blob:photo-1');
    await waitFor(() => expect(FakeXhr.last?.body).toBeTruthy());
    expect(FakeXhr.last?.method).toBe('POST');
    expect(FakeXhr.last?.url).toBe('/api/v1/user/recognitionPhoto/file');
    expect(FakeXhr.last?.withCredentials).toBe(true);
    expect(formFields()).toEqual({ file: 'me.png' });
    act(() => FakeXhr.last?.progress(40, 100));
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'));
    expect(keeps(calls)).toHaveLength(0);
    act(() => FakeXhr.last?.answer({ code: 200, data: { photoPath: 'rp-7f3a' } }));
    await waitFor(() => expect(keeps(calls)).toEqual([{ photoPath: 'rp-7f3a' }]));
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByRole('img', { name: '识别照片预览' })).toHaveAttribute('src', 'blob:photo-1');
    expect(screen.getByRole('button', { name: /重新选择/ })).toBeInTheDocument();
  });

  it("a refused file: the server's message verbatim, no preview, nothing kept", async () => {
    const { calls } = form();
    await screen.findByRole('group', { name: '上传识别照片（选填）' });
    await userEvent.upload(input(), photo('scan.png'));
    await waitFor(() => expect(FakeXhr.last?.body).toBeTruthy());
    act(() => FakeXhr.last?.answer({ code: -2, msg: BAD_FILE, data: null }));
    expect(await screen.findByText(BAD_FILE)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('img', { name: '识别照片预览' })).toBeNull());
    expect(revoked).toContain('blob:photo-1');
    expect(keeps(calls)).toHaveLength(0);
  });

  it("a refused keep: the server's message verbatim (not the generic -2 text)", async () => {
    form({ [KEEP]: { code: -2, msg: '上传失败，请重新上传照片', data: null } });
    await screen.findByRole('group', { name: '上传识别照片（选填）' });
    await userEvent.upload(input(), photo());
    await waitFor(() => expect(FakeXhr.last?.body).toBeTruthy());
    act(() => FakeXhr.last?.answer({ code: 200, data: { photoPath: 'rp-other' } }));
    expect(await screen.findByText('上传失败，请重新上传照片')).toBeInTheDocument();
    expect(screen.queryByText('校验未通过')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('img', { name: '识别照片预览' })).toBeNull());
  });

  it('shows the photo kept before (fetched with the session) until another is picked', async () => {
    setLoginCookie('1');
    stubXhr();
    const { fetchMock } = stubAccountsApi({
      '/school/getSchoolList': SCHOOLS,
      '/student/getAuditInfo': { code: 200, data: { auditStatus: 0, claim: null, photoUploaded: true } },
    });
    const json = fetchMock.getMockImplementation() as (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
    const photoFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/user/recognitionPhoto') ? new Response('JPEG', { headers: { 'Content-Type': 'image/jpeg' } }) : json(input, init),
    );
    vi.stubGlobal('fetch', photoFetch);
    // The personal centre's card reads the claim's state; the form reads it from there.
    renderInRouter(
      <>
        <IdentityStatusCard />
        <LoginPanel onLoginPage={false} initialForm="authentication_student" onAuthenticated={vi.fn()} />
      </>,
      '/home/account',
    );
    expect(await screen.findByRole('img', { name: '识别照片预览' })).toHaveAttribute('src', 'blob:photo-1');
    expect(screen.getByText('已上传识别照片')).toBeInTheDocument();
    const [, init] = photoFetch.mock.calls.find(([input]) => String(input).endsWith('/user/recognitionPhoto')) as [string, RequestInit];
    expect(init.credentials).toBe('include');
  });

  it('refuses a file over 5 MB or of another type before sending, with the rule’s words', async () => {
    form();
    await screen.findByRole('group', { name: '上传识别照片（选填）' });
    const big = photo('big.jpg', 'image/jpeg');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(input(), { target: { files: [big] } });
    expect(await screen.findByText(BAD_FILE)).toBeInTheDocument();
    fireEvent.change(input(), { target: { files: [photo('anim.gif', 'image/gif')] } });
    expect(FakeXhr.last).toBeNull();
    expect(created).toHaveLength(0);
  });
});
