import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '@/testing/render';
import { RosterImport } from './roster-import';

/** A stand-in for the XMLHttpRequest antd's Upload sends: records the URL and answers `answer`. */
function stubXhr(answer: unknown): { urls: string[] } {
  const urls: string[] = [];
  class FakeXhr {
    upload = { onprogress: null as ((event: unknown) => void) | null };
    status = 200;
    responseText = JSON.stringify(answer);
    response = this.responseText;
    withCredentials = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open(_method: string, url: string) {
      urls.push(url);
    }
    setRequestHeader() {}
    send() {
      setTimeout(() => {
        this.upload.onprogress?.({ total: 100, loaded: 50 });
        this.onload?.();
      }, 10);
    }
    abort() {}
    getAllResponseHeaders() {
      return '';
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { urls };
}

afterEach(() => vi.unstubAllGlobals());

const csv = () => new File(['类型,学号/工号,姓名\n学生,1,甲\n'], 'roster.csv', { type: 'text/csv' });

async function upload(): Promise<void> {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, csv());
}

describe('roster import', () => {
  it('shows the row errors as a table and says nothing was saved', async () => {
    const onImported = vi.fn();
    const { urls } = stubXhr({ code: -2, msg: '名单有误', data: { imported: 0, updated: 0, errors: [{ row: 3, msg: '类型必须是学生或教师' }] } });
    renderInRouter(<RosterImport onImported={onImported} />);
    await upload();
    expect(await screen.findByText('文件有误，未保存任何数据')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '行号' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '类型必须是学生或教师' })).toBeInTheDocument();
    expect(urls[0]).toContain('/schoolAdmin/importRoster');
    expect(onImported).not.toHaveBeenCalled();
  });

  it('says 导入成功 with the counts', async () => {
    const onImported = vi.fn();
    stubXhr({ code: 200, msg: '操作成功', data: { imported: 2, updated: 1, errors: [] } });
    renderInRouter(<RosterImport onImported={onImported} />);
    await upload();
    expect(await screen.findByText('新增 2 条，更新 1 条')).toBeInTheDocument();
    expect(onImported).toHaveBeenCalledTimes(1);
  });
});
