import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { check, formPathOf, inputOf, isHost, isPictureUrl, refusalPathOf } from './school-rules';

describe('school rules (docs/admin.md "Schools")', () => {
  it('takes DNS names of letters, digits and - only: no scheme, port, path, empty or edge-hyphen label', () => {
    for (const host of ['localhost', 'hz.xuejing.cn', 'a-b.example.edu.cn', '1.2.3.4']) expect(isHost(host)).toBe(true);
    const bad = ['', 'http://a.cn', 'a.cn:8080', 'a.cn/x', 'a..cn', '-a.cn', 'a-.cn', 'A.cn', 'a_b.cn', `${'a'.repeat(64)}.cn`];
    for (const host of bad) expect(isHost(host)).toBe(false);
    expect(isHost(`${'a.'.repeat(126)}a`)).toBe(true);
    expect(isHost(`${'a.'.repeat(126)}ab`)).toBe(false);
  });

  it('names the bad host, and the repeat (after trimming and lower-casing) on its second row', () => {
    const hosts = [{ host: 'www.hz.cn' }, { host: ' WWW.hz.cn ' }, { host: 'bad host' }];
    expect(check.host(hosts, 0)).toBeNull();
    expect(check.host(hosts, 1)).toBe('域名重复：www.hz.cn');
    expect(check.host(hosts, 2)).toBe('域名格式不正确：bad host');
  });

  it('checks the code, the name and the pictures with the messages of the contract', () => {
    expect(check.sign('')).toBe('请输入学校代码');
    expect(check.sign('a'.repeat(21))).toBe('学校代码只能包含字母、数字、下划线和短横线（最多20位）');
    expect(check.sign('hz_vtc-1')).toBeNull();
    expect(check.name(' ')).toBe('请输入学校名称');
    expect(check.name('校'.repeat(51))).toBe('学校名称不能超过50个字');
    expect(isPictureUrl('/files/a.png')).toBe(true);
    expect(isPictureUrl('https://cdn.example.com/a.png')).toBe(true);
    expect(check.picture('http://cdn.example.com/a.png')).toBe('图片地址无效');
  });

  it('sends originalSign only when editing, hosts lower-cased', () => {
    const values = { sign: ' hz ', name: '杭职院', hosts: [{ host: ' HZ.cn ', icpNumber: ' 浙ICP备1号 ' }] };
    expect(inputOf(values, null)).not.toHaveProperty('originalSign');
    expect(inputOf(values, 'hz-old')).toMatchObject({
      originalSign: 'hz-old',
      sign: 'hz',
      hosts: [{ host: 'hz.cn', icpNumber: '浙ICP备1号' }],
    });
  });

  it("puts a refusal under the field it names, a host's under the row holding that host", () => {
    const values = { hosts: [{ host: 'a.cn' }, { host: 'b.cn' }] };
    expect(formPathOf('hosts', '域名已被其他学校使用：b.cn', values)).toEqual(['hosts', 1, 'host']);
    expect(formPathOf('hosts', '域名最多20个', values)).toEqual(['hosts']);
    expect(formPathOf('hosts[0].icpNumber', 'ICP备案号不能超过50个字', values)).toEqual(['hosts', 0, 'icpNumber']);
    expect(formPathOf('phone.2.value', '…', values)).toEqual(['phone', 2, 'value']);
    expect(formPathOf('originalSign', '学校不存在', values)).toEqual(['sign']);
    expect(formPathOf('unknown', '…', values)).toBeNull();
    const business = new ApiError({ code: -1000, msg: '学校不存在', kind: 'server' });
    expect(refusalPathOf(business, values)).toBeNull();
  });
});
