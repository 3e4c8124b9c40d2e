import { afterEach, describe, expect, it } from 'vitest';
import {
  keepWechatBindTicket,
  pendingWechatBindTicket,
  rememberWechatBackPath,
  takeWechatBackPath,
  takeWechatBindTicket,
  WECHAT_BIND_TICKET_KEY,
  WECHAT_BIND_TICKET_MS,
} from './wechat-session';

afterEach(() => sessionStorage.clear());

describe('WeChat sign-in session storage', () => {
  it('keeps the earlier path once, and only a path of this site', () => {
    rememberWechatBackPath('/home/account?tab=1');
    expect(takeWechatBackPath()).toBe('/home/account?tab=1');
    expect(takeWechatBackPath()).toBeNull();
    for (const bad of ['https://evil.example.com/', '//evil.example.com', '/\\evil']) {
      rememberWechatBackPath(bad);
      expect(takeWechatBackPath()).toBeNull();
    }
  });

  it('keeps a bind ticket for 10 minutes and gives it out once', () => {
    keepWechatBindTicket('t1');
    expect(pendingWechatBindTicket()).toBe('t1');
    expect(takeWechatBindTicket()).toBe('t1');
    expect(pendingWechatBindTicket()).toBeNull();
    expect(takeWechatBindTicket()).toBeNull();
  });

  it('forgets an expired or malformed ticket', () => {
    keepWechatBindTicket('old', Date.now() - WECHAT_BIND_TICKET_MS - 1);
    expect(pendingWechatBindTicket()).toBeNull();
    expect(sessionStorage.getItem(WECHAT_BIND_TICKET_KEY)).toBeNull();
    sessionStorage.setItem(WECHAT_BIND_TICKET_KEY, 'not json');
    expect(takeWechatBindTicket()).toBeNull();
  });
});
