import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TableColumnsType } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { TestProviders } from '@/testing/render';
import { toastError, toastSuccess } from '@/lib/toast';
import { ExcelImport, MAX_IMPORT_BYTES, useExcelImport, type ExcelImportConfig, type ImportPreview } from './excel-import';

vi.mock('@/lib/toast', () => ({ TOAST_SECONDS: 1.5, toastError: vi.fn(), toastSuccess: vi.fn(), bindToast: vi.fn() }));

type Row = { row: number; name: string; status: 'ok' | 'skip' | 'error'; error: string };

const row = (n: number, over: Partial<Row> = {}): Row => ({ row: n, name: `名${n}`, status: 'ok', error: '', ...over });
const previewOf = (rows: Row[]): ImportPreview<Row> => ({
  rows,
  okCount: rows.filter((r) => r.status === 'ok').length,
  errorCount: rows.filter((r) => r.status === 'error').length,
});

const columns: TableColumnsType<Row> = [
  { title: '行号', dataIndex: 'row' },
  { title: '名称', dataIndex: 'name' },
  { title: '检查结果', key: 'result', render: (_, r) => r.error || r.status },
];

type Calls = Pick<ExcelImportConfig<Row>, 'preview' | 'commit' | 'onImported'>;

function Harness({ calls, inline = true }: { calls: Calls; inline?: boolean }) {
  const importer = useExcelImport<Row>({
    ...calls,
    templateUrl: '/api/v1/template',
    isError: (r) => r.status === 'error',
    texts: {
      hint: '请按模板填写',
      template: '下载模板',
      pickFile: '选择文件',
      pickHint: '.xlsx，不超过2MB',
      checking: '正在检查…',
      notXlsx: '请上传 .xlsx 文件',
      tooLarge: '文件不能超过2MB',
      failed: '上传失败',
      imported: '导入成功',
      summary: (p) => `正确 ${p.okCount} 行，有误 ${p.errorCount} 行`,
      fixFirst: '请修改标红的行',
      confirm: '确认导入',
      clear: '重新选择',
    },
  });
  return (
    <>
      <ExcelImport importer={importer} columns={columns} inputTestId="file" inlineActions={inline} />
      {!inline && (
        <button type="button" disabled={!importer.canImport} onClick={() => void importer.confirm()}>
          外部确认
        </button>
      )}
    </>
  );
}

const xlsx = (name = 'a.xlsx', size = 4) => new File(['x'.repeat(size)], name);
const upload = (file: File) => userEvent.upload(screen.getByTestId('file'), file, { applyAccept: false });

function setup(over: Partial<Calls> = {}, inline = true) {
  const calls = {
    preview: vi.fn(async () => previewOf([row(2)])),
    commit: vi.fn(async () => ({ added: 1 })),
    onImported: vi.fn(),
    ...over,
  };
  render(<Harness calls={calls} inline={inline} />, { wrapper: TestProviders });
  return calls;
}

afterEach(() => vi.clearAllMocks());

describe('ExcelImport', () => {
  it('shows the note, the template link and the pick hint before a file is chosen', () => {
    setup();
    expect(screen.getByText('请按模板填写')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /下载模板/ })).toHaveAttribute('href', '/api/v1/template');
    expect(screen.getByText('.xlsx，不超过2MB')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认导入' })).not.toBeInTheDocument();
  });

  it.each([
    ['a.csv', 4, '请上传 .xlsx 文件'],
    ['big.xlsx', MAX_IMPORT_BYTES + 1, '文件不能超过2MB'],
  ])('refuses %s before sending', async (name, size, text) => {
    const calls = setup();
    await upload(xlsx(name, size));
    expect(toastError).toHaveBeenCalledWith(text);
    expect(calls.preview).not.toHaveBeenCalled();
  });

  it('keeps 确认导入 disabled while any row is wrong and marks the wrong rows', async () => {
    const calls = setup({ preview: vi.fn(async () => previewOf([row(2), row(3, { status: 'error', error: '姓名为空' }), row(4, { status: 'skip' })])) });
    await upload(xlsx('名单.xlsx'));
    expect(await screen.findByText('正确 1 行，有误 1 行')).toBeInTheDocument();
    expect(screen.getByText('请修改标红的行')).toBeInTheDocument();
    expect(screen.getByText('名单.xlsx')).toBeInTheDocument();
    expect(screen.getByText('姓名为空').closest('tr')).toHaveClass('import-row-error');
    expect(screen.getByText('skip').closest('tr')).not.toHaveClass('import-row-error');
    expect(screen.getByRole('button', { name: '确认导入' })).toBeDisabled();
    expect(calls.preview).toHaveBeenCalledWith(expect.any(File));
    expect(calls.commit).not.toHaveBeenCalled();
  });

  it('imports a clean preview: the rows go to commit, 导入成功, the preview is cleared, onImported runs', async () => {
    const calls = setup({ preview: vi.fn(async () => previewOf([row(2), row(3)])) });
    await upload(xlsx());
    await userEvent.click(await screen.findByRole('button', { name: '确认导入' }));
    await waitFor(() => expect(calls.onImported).toHaveBeenCalledTimes(1));
    expect(calls.commit).toHaveBeenCalledWith([row(2), row(3)]);
    expect(toastSuccess).toHaveBeenCalledWith('导入成功');
    expect(screen.queryByRole('button', { name: '确认导入' })).not.toBeInTheDocument();
    expect(screen.getByText('.xlsx，不超过2MB')).toBeInTheDocument();
  });

  it('a refusal carrying rows replaces the preview with them (counted again) and keeps 确认导入 disabled', async () => {
    const refusal = new ApiError({
      code: -2,
      msg: '有1行数据有误',
      kind: 'server',
      field: 'rows',
      response: { code: -2, msg: '有1行数据有误', data: { field: 'rows', rows: [row(2, { status: 'error', error: '姓名与账号不一致' }), row(3)] }, extend: null },
    });
    const calls = setup({ preview: vi.fn(async () => previewOf([row(2), row(3)])), commit: vi.fn(async () => Promise.reject(refusal)) });
    await upload(xlsx());
    await userEvent.click(await screen.findByRole('button', { name: '确认导入' }));
    expect(await screen.findByText('姓名与账号不一致')).toBeInTheDocument();
    expect(screen.getByText('正确 1 行，有误 1 行')).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith('有1行数据有误');
    await waitFor(() => expect(screen.getByRole('button', { name: /确认导入/ })).toBeDisabled());
    expect(calls.onImported).not.toHaveBeenCalled();
  });

  it('a refused file toasts the server words, or the fallback without them, and shows no preview', async () => {
    const words = new ApiError({ code: -2, msg: '模板格式不正确', kind: 'server', field: 'file' });
    setup({ preview: vi.fn().mockRejectedValueOnce(words).mockRejectedValueOnce(new Error('boom')) });
    await upload(xlsx());
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('模板格式不正确'));
    await upload(xlsx());
    await waitFor(() => expect(toastError).toHaveBeenLastCalledWith('上传失败'));
    expect(screen.queryByRole('button', { name: '确认导入' })).not.toBeInTheDocument();
    expect(screen.getByText('.xlsx，不超过2MB')).toBeInTheDocument();
  });

  it('重新选择 drops the preview', async () => {
    setup();
    await upload(xlsx());
    await userEvent.click(await screen.findByRole('button', { name: '重新选择' }));
    expect(screen.queryByRole('button', { name: '确认导入' })).not.toBeInTheDocument();
  });

  it('without inline actions the caller confirms through the importer', async () => {
    const calls = setup({}, false);
    await upload(xlsx());
    await screen.findByText('正确 1 行，有误 0 行');
    expect(screen.queryByRole('button', { name: '确认导入' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重新选择' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '外部确认' }));
    await waitFor(() => expect(calls.commit).toHaveBeenCalledWith([row(2)]));
  });
});
