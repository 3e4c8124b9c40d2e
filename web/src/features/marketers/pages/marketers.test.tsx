import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import type { Marketer, Promotion } from '@/api/marketers';
import { clearCookies, setLoginCookie, stubAccountsApi } from '@/testing/accounts-fixtures';
import { courseCard } from '@/testing/courses-fixtures';
import { renderAt } from '@/testing/render';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 45_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const card = courseCard({ idSign: 'c-ec', name: '电子商务运营', coursePicture: '/c.png', coursePrice: 19900, studentCount: 12, teacherName: '王丽华' });
const marketer = (over: Partial<Marketer> = {}): Marketer => ({
  idSign: 'm1',
  realName: '郑建国',
  mobile: '13800000007',
  intro: '',
  status: 1,
  statusName: '已通过',
  rate: 10,
  reviewNote: '',
  applyTime: '2026-11-01T10:00:00+08:00',
  reviewTime: '2026-11-02T10:00:00+08:00',
  userName: '郑建国',
  ...over,
});
const promotion = (): Promotion => ({
  marketer: marketer(),
  totals: { visits: 17, orders: 1, commission: 1990 },
  list: [{ course: card, link: '/marketer/m1?courseId=c-ec', visits: 9, orders: 1, commission: 1990 }],
  total: 1,
});

describe('/promote (我的推广)', () => {
  it('shows the totals, a bar per course, the link and the commission records', async () => {
    setLoginCookie('1');
    stubAccountsApi({
      '/marketer/getPromotion': { code: 200, data: promotion() },
      '/marketer/getCommissionList': {
        code: 200,
        data: { list: [{ orderNo: 'XJ1', title: '电子商务运营', buyerName: '赵*', amount: 19900, commission: 1990, status: 1, statusName: '已支付', payTime: '2026-11-24T10:00:00+08:00' }], total: 1 },
      },
    });
    renderAt('/promote');
    expect(await screen.findByRole('heading', { name: '我的推广' })).toBeInTheDocument();
    expect((await screen.findAllByText('¥19.90')).length).toBeGreaterThan(0);
    const chart = screen.getByRole('figure', { name: '各课程推广效果' });
    expect(within(chart).getByLabelText('电子商务运营 访问人数 9')).toBeInTheDocument();
    expect(within(chart).getByLabelText('电子商务运营 成交订单 1')).toBeInTheDocument();
    expect(screen.getByText(/每单佣金 ¥19\.90/)).toBeInTheDocument();
    expect(await screen.findByText('赵*')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '复制链接' })).toBeInTheDocument();
  });

  it('someone who is not a marketer is shown the way to apply', async () => {
    setLoginCookie('1');
    stubAccountsApi({ '/marketer/getPromotion': { code: -1000, msg: '您还不是推广员', data: null } });
    renderAt('/promote');
    expect(await screen.findByText('您还不是推广员')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '申请成为推广员' }));
    expect(await screen.findByRole('heading', { name: '推广员申请' })).toBeInTheDocument();
  });
});

describe('/apply-text (推广员申请)', () => {
  it('checks the form, sends it and shows the pending state', async () => {
    setLoginCookie('1');
    let mine: Marketer | null = null;
    const { calls } = stubAccountsApi({
      '/marketer/myApplication': () => ({ code: 200, data: mine }),
      '/marketer/apply': () => {
        mine = marketer({ status: 0, statusName: '待审核', realName: '李娜' });
        return { code: 200, msg: '提交成功，请等待审核', data: mine };
      },
    });
    renderAt('/apply-text');
    expect(await screen.findByRole('heading', { name: '推广员申请' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请输入真实姓名（2到20个字）')).toBeInTheDocument();
    expect(await screen.findByText('请阅读并同意《推广员协议》')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('真实姓名'), '李娜');
    await userEvent.type(screen.getByLabelText('手机号'), '13800000003');
    await userEvent.click(screen.getByText('我已阅读并同意《推广员协议》'));
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('您的申请正在审核中，请耐心等待')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/marketer/apply')?.body).toEqual({ realName: '李娜', mobile: '13800000003', intro: '', agree: true });
    expect(screen.queryByRole('button', { name: '提交申请' })).not.toBeInTheDocument();
  });
});
