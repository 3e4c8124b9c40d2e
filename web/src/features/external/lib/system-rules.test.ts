import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { acceptableUrl, check, inputOf, refusalFieldOf } from './system-rules';

describe('acceptableUrl (the server\'s address rule)', () => {
  it.each([
    'https://erp.example.com',
    'https://erp.example.com/',
    'HTTPS://erp.example.com/login?from=xj',
    'https://erp.example.com:8443/sso',
    'https://10.0.0.8/erp',
    'http://localhost:5173/',
    'http://127.0.0.1:8080/sso?a=1',
    `https://e.com/${'p'.repeat(500 - 'https://e.com/'.length)}`,
  ])('takes %s', (url) => expect(acceptableUrl(url)).toBe(true));

  it.each([
    ['empty', ''],
    ['no scheme', 'erp.example.com'],
    ['another scheme', 'ftp://erp.example.com'],
    ['javascript', 'javascript:alert(1)'],
    ['http on a public host', 'http://erp.example.com'],
    ['http on a host like localhost', 'http://localhost.evil.com'],
    ['no host', 'https://'],
    ['no host but a path', 'https:///path'],
    ['a space', 'https://erp.example.com/a b'],
    ['a tab', 'https://erp.example.com/\tb'],
    ['user info', 'https://user:pass@erp.example.com'],
    ['an empty user info', 'https://@erp.example.com'],
    ['a fragment', 'https://erp.example.com/#/home'],
    ['a backslash', 'https://erp.example.com\\@evil.com'],
    ['a port of letters', 'https://erp.example.com:port/'],
    ['an empty port', 'https://erp.example.com:/'],
    ['a port of six digits', 'https://erp.example.com:123456/'],
    ['a host starting with a dot', 'https://.example.com'],
    ['a host ending with a dot', 'https://example.com./'],
    ['a host starting with a dash', 'https://-example.com'],
    ['an underscore in the host', 'https://erp_x.example.com'],
    ['more than 500 bytes', `https://e.com/${'p'.repeat(501 - 'https://e.com/'.length)}`],
    ['more than 500 bytes of Chinese', `https://e.com/${'页'.repeat(200)}`],
  ])('refuses %s', (_why, url) => expect(acceptableUrl(url)).toBe(false));
});

describe('the form\'s checks answer the rules\' messages verbatim', () => {
  it('name: 2–20 characters, counted as a person counts them', () => {
    expect(check.name('鲸')).toBe('系统名称应为 2–20 个字');
    expect(check.name('  鲸  ')).toBe('系统名称应为 2–20 个字');
    expect(check.name('鲸'.repeat(21))).toBe('系统名称应为 2–20 个字');
    expect(check.name('鲸'.repeat(20))).toBeNull();
    expect(check.name('🐳🐳')).toBeNull();
  });

  it('url, pass mode, token parameter and description', () => {
    expect(check.url(undefined)).toBe('请输入以 https:// 开头的完整系统地址');
    expect(check.url('  https://erp.example.com  ')).toBeNull();
    expect(check.passMode(undefined)).toBe('请选择用户传递方式');
    expect(check.passMode('none')).toBeNull();
    expect(check.tokenParam('')).toBe('参数名只能包含字母、数字、下划线和短横线');
    expect(check.tokenParam('x.token')).toBe('参数名只能包含字母、数字、下划线和短横线');
    expect(check.tokenParam('a'.repeat(33))).toBe('参数名只能包含字母、数字、下划线和短横线');
    expect(check.tokenParam('sso_Token-2')).toBeNull();
    expect(check.description('简'.repeat(201))).toBe('系统简介不能超过 200 个字');
    expect(check.description('简'.repeat(200))).toBeNull();
  });
});

describe('inputOf and refusalFieldOf', () => {
  it('sends every text trimmed, with the system', () => {
    expect(inputOf('erp', { name: ' 金蝶 ERP ', url: ' https://erp.example.com ', passMode: 'none', tokenParam: ' t ', description: ' 简介 ', enabled: false })).toEqual({
      system: 'erp',
      name: '金蝶 ERP',
      url: 'https://erp.example.com',
      passMode: 'none',
      tokenParam: 't',
      description: '简介',
      enabled: false,
    });
  });

  it('puts a refusal under the field it names, or whose rule it is; else nowhere', () => {
    const refusal = (code: number, msg: string, field?: string) => new ApiError({ code, msg, kind: 'server', field });
    expect(refusalFieldOf(refusal(-2, '请输入以 https:// 开头的完整系统地址', 'url'))).toBe('url');
    expect(refusalFieldOf(refusal(-2, '参数名只能包含字母、数字、下划线和短横线'))).toBe('tokenParam');
    expect(refusalFieldOf(refusal(-2, '系统不存在', 'system'))).toBeNull();
    expect(refusalFieldOf(new ApiError({ code: 0, msg: '请求超时', kind: 'timeout' }))).toBeNull();
  });
});
