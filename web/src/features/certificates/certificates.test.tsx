import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { certificate, standing } from '@/testing/certificate-fixtures';
import { stubApi, TestProviders } from '@/testing/render';
import { CertificateSheet } from './components/certificate-sheet';
import { StandingPanel } from './components/standing-panel';
import { CertificateDetailsPage } from './pages/certificate-details-page';
import { CertificateSearchPage, normalizeNumber } from './pages/certificate-search-page';

afterEach(() => vi.unstubAllGlobals());

function renderPage(path: string, element: React.ReactElement, route: string) {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('CertificateSheet', () => {
  it('shows the statement, the number and code, the QR code of its page and the seal', () => {
    render(<CertificateSheet certificate={certificate()} />);
    const sheet = screen.getByRole('article', { name: '张晓明的结业证书' });
    expect(within(sheet).getByRole('heading', { name: '结业证书' })).toBeInTheDocument();
    expect(within(sheet).getByText(/完成《Python 程序设计》课程（32 学时）的学习/)).toBeInTheDocument();
    expect(within(sheet).getByText('XJ2026000042')).toBeInTheDocument();
    expect(within(sheet).getByText('ABCD2345')).toBeInTheDocument();
    expect(within(sheet).getByRole('img', { name: '扫码核验' })).toHaveAttribute(
      'src',
      '/api/v1/certificate/qr?number=XJ2026000042&code=ABCD2345',
    );
    expect(within(sheet).getByRole('img', { name: '学鲸职业技术学院证书专用章' })).toBeInTheDocument();
    expect(within(sheet).queryByText('已吊销')).not.toBeInTheDocument();
  });

  it('stamps a revoked certificate', () => {
    render(<CertificateSheet certificate={certificate({ revoked: true, revokedDate: '2026年11月20日' })} />);
    expect(screen.getByText('已吊销')).toBeInTheDocument();
  });
});

describe('CertificateSearchPage', () => {
  it('reads a number without spaces or case', () => {
    expect(normalizeNumber(' xj 2026 000042 ')).toBe('XJ2026000042');
  });

  it('asks for both fields and checks the number before sending anything', async () => {
    const fetchMock = stubApi({});
    renderPage('/certificate-search', <CertificateSearchPage />, '/certificate-search');
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    expect(await screen.findByText('请输入持证人姓名')).toBeInTheDocument();
    expect(await screen.findByText('请输入证书编号')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('证书编号'), { target: { value: 'AB123' } });
    expect(await screen.findByText('证书编号格式不正确')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('finds a certificate by name and number and links to its page', async () => {
    const fetchMock = stubApi({ '/certificate/search': { code: 200, data: certificate() } });
    renderPage('/certificate-search', <CertificateSearchPage />, '/certificate-search');
    fireEvent.change(screen.getByLabelText('持证人姓名'), { target: { value: ' 张晓明 ' } });
    fireEvent.change(screen.getByLabelText('证书编号'), { target: { value: 'xj2026 000042' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    expect(await screen.findByText('查询结果')).toBeInTheDocument();
    const sent = JSON.parse(String((fetchMock.mock.calls[0][1] as RequestInit).body)) as Record<string, string>;
    expect(sent).toEqual({ name: '张晓明', number: 'XJ2026000042' });
    expect(screen.getByText('有效')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /查看证书/ })).toHaveAttribute(
      'href',
      '/certificate-details?number=XJ2026000042&code=ABCD2345',
    );
  });

  it("shows the server's answer when nothing matches, and a revoked one as revoked", async () => {
    stubApi({ '/certificate/search': { code: -1000, msg: '未查询到证书，请核对持证人姓名和证书编号' } });
    renderPage('/certificate-search?name=李四&number=XJ2026000001', <CertificateSearchPage />, '/certificate-search');
    expect(await screen.findByText('未查询到证书，请核对持证人姓名和证书编号')).toBeInTheDocument();

    vi.unstubAllGlobals();
    stubApi({
      '/certificate/search': {
        code: 200,
        data: certificate({ revoked: true, revokedDate: '2026年11月20日', revokeReason: '考试作弊' }),
      },
    });
    renderPage('/certificate-search?name=张晓明&number=XJ2026000042', <CertificateSearchPage />, '/certificate-search');
    expect(await screen.findByText('该证书已于 2026年11月20日 被学校吊销（考试作弊），不再有效。')).toBeInTheDocument();
  });
});

describe('CertificateDetailsPage', () => {
  it('shows the certificate of the number and code, valid', async () => {
    stubApi({ '/certificate/detail': { code: 200, data: certificate() } });
    renderPage('/certificate-details?number=XJ2026000042&code=ABCD2345', <CertificateDetailsPage />, '/certificate-details');
    expect(await screen.findByText('本证书由平台颁发，信息真实有效。')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: '张晓明的结业证书' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /下载 PDF/ })).toBeInTheDocument();
  });

  it('says 证书不存在 for a wrong code, or none, with the way to the search', async () => {
    stubApi({ '/certificate/detail': { code: -1000, msg: '证书不存在' } });
    renderPage('/certificate-details?number=XJ2026000042&code=WRONG234', <CertificateDetailsPage />, '/certificate-details');
    expect(await screen.findByText('证书不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /去证书查询/ })).toHaveAttribute('href', '/certificate-search');
  });
});

describe('StandingPanel', () => {
  it('shows the score against the pass mark, the parts with their weights, and claims when passed', async () => {
    const onClaim = vi.fn();
    render(
      <TestProviders>
        <StandingPanel standing={standing()} claiming={false} onClaim={onClaim} onView={() => undefined} />
      </TestProviders>,
    );
    expect(screen.getByText('72.5')).toBeInTheDocument();
    expect(screen.getByText('合格线 60 分')).toBeInTheDocument();
    expect(screen.getByText('已达到合格线，可以领取证书')).toBeInTheDocument();
    const parts = screen.getByRole('list', { name: '各项得分（满分 100）与权重' });
    expect(within(parts).getAllByRole('listitem')).toHaveLength(5);
    expect(within(parts).getByText('权重 40%')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '领取证书' }));
    await waitFor(() => expect(onClaim).toHaveBeenCalled());
  });

  it('says how far from the pass mark, and cannot claim', () => {
    render(
      <TestProviders>
        <StandingPanel standing={standing({ score: 42.5, passed: false })} claiming={false} onClaim={() => undefined} onView={() => undefined} />
      </TestProviders>,
    );
    expect(screen.getByText('距合格线还差 17.5 分，继续学习后再来领取')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '领取证书' })).toBeDisabled();
  });

  it('names the certificate held instead of the claim', () => {
    render(
      <TestProviders>
        <StandingPanel standing={standing({ certificate: certificate() })} claiming={false} onClaim={() => undefined} onView={() => undefined} />
      </TestProviders>,
    );
    expect(screen.getByText('已获证书：XJ2026000042')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '领取证书' })).not.toBeInTheDocument();
  });
});
