import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { certificate } from '@/testing/certificate-fixtures';
import { stubApi, TestProviders } from '@/testing/render';
import { CourseCertificates } from './components/course-certificates';

afterEach(() => vi.unstubAllGlobals());

function renderPanel(canRevoke: boolean) {
  return render(
    <TestProviders>
      <MemoryRouter>
        <CourseCertificates courseId="course-py" canRevoke={canRevoke} />
      </MemoryRouter>
    </TestProviders>,
  );
}

const sentBodies = (fetchMock: ReturnType<typeof vi.fn>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes(path))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);

describe('CourseCertificates', () => {
  it("lists the course's certificates with their status, and revokes only for a school admin, after the reason", async () => {
    const fetchMock = stubApi({
      '/certificate/courseList': { code: 200, data: { list: [certificate()], total: 1 } },
      '/certificate/revoke': { code: 200, msg: '已吊销', data: certificate({ revoked: true }) },
    });
    renderPanel(true);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('XJ2026000042')).toBeInTheDocument();
    expect(within(table).getByText('有效')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '查看' })).toHaveAttribute('href', '/certificate-details?number=XJ2026000042&code=ABCD2345');

    fireEvent.click(within(table).getByRole('button', { name: /吊\s?销/ }));
    const dialog = await screen.findByRole('dialog', { name: '吊销 张晓明 的证书？' });
    fireEvent.click(within(dialog).getByRole('button', { name: /吊\s?销/ }));
    expect(await within(dialog).findByText('请输入吊销原因')).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/certificate/revoke')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: '吊销原因' }), { target: { value: '考试作弊' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /吊\s?销/ }));
    await waitFor(() => expect(sentBodies(fetchMock, '/certificate/revoke')).toEqual([{ number: 'XJ2026000042', reason: '考试作弊' }]));
  });

  it('offers no revocation to a teacher', async () => {
    stubApi({ '/certificate/courseList': { code: 200, data: { list: [certificate()], total: 1 } } });
    renderPanel(false);
    expect(await screen.findByText('XJ2026000042')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /吊\s?销/ })).not.toBeInTheDocument();
  });

  it('issues an offline certificate to a trainee with a score of 60–100', async () => {
    const fetchMock = stubApi({
      '/certificate/courseList': { code: 200, data: { list: [], total: 0 } },
      '/statistics/findStudentList': {
        code: 200,
        data: { list: [{ userSign: 'u-li', name: '李小红', mobile: '139****0002', studentCard: '', source: 'join', progress: 50, studyStatus: 1, joinedAt: '' }], total: 1 },
      },
      '/certificate/issueOffline': { code: 200, msg: '颁发成功', data: certificate({ kind: 3 }) },
    });
    renderPanel(false);
    expect(await screen.findByText('本课程还没有颁发证书')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /颁发线下考核证书/ }));
    const dialog = await screen.findByRole('dialog', { name: '颁发线下考核证书' });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await within(dialog).findByText('请选择学员')).toBeInTheDocument();
    expect(await within(dialog).findByText('请输入成绩')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('spinbutton'), { target: { value: '59' } });
    expect(await within(dialog).findByText('成绩需在 60 到 100 分之间，最多一位小数')).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/certificate/issueOffline')).toHaveLength(0);
  });
});
