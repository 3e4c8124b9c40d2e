import { apiPaths } from '@/config/paths';
import { api, buildUrl } from './client';

/** Typed calls of the accounts domain (docs/accounts.md). Passwords arrive here already encrypted. */

export type LoginPayload = { phone: string; password: string; isRemeber: boolean; code?: string };

export type LoginResult = { code: number; msg: string; roleAlias: string; auditStatus: number };

export type LoginInfo = {
  userId: string;
  mobile: string;
  name: string | null;
  roleStr: string;
  auditStatus: number;
  photo: string | null;
  sex: number;
  schoolName: string | null;
  schoolSign: string | null;
  /** True while an administrator acts as this user (the simulatedLogin cookie is set too). */
  simulated?: boolean;
  /** The acting administrator's name, in a simulated session only. */
  simulatedBy?: string;
};

export type SmsSent = { resendSeconds: number; expireSeconds: number };

export type RegisterPayload = { mobile: string; mobileCode: string; password: string; schoolCode: string };

export type ResetPayload = { mobile: string; mobileCode: string; newPwd: string };

export const getPublicKey = async (): Promise<string> =>
  (await api.get<{ publicKey: string }>(apiPaths.publicKey, undefined, { throttleKey: false })).publicKey;

/** The captcha image address; `stamp` defeats the cache so each call shows a new image. */
export const captchaImageUrl = (stamp: number): string => buildUrl(apiPaths.captchaImage, { t: stamp });

export const login = (payload: LoginPayload, asTeacher: boolean): Promise<LoginResult> =>
  api.post<LoginResult>(asTeacher ? apiPaths.teacherLogin : apiPaths.login, payload, { throttleKey: false });

export const getLoginInfo = (): Promise<LoginInfo> => api.get<LoginInfo>(apiPaths.loginInfo);

export const refreshLastLoginTime = (): Promise<null> =>
  api.put<null>(apiPaths.refreshLastLoginTime, undefined, { silent: true, progress: false });

export const logout = (): Promise<null> => api.post<null>(apiPaths.logout, undefined, { throttleKey: false });

/** Resolves when the number is free; rejects with -1000 field `mobile` (该手机号已注册) when taken. */
export const checkUniqueByMobile = (mobile: string): Promise<null> =>
  api.get<null>(apiPaths.checkUniqueByMobile, { mobile }, { progress: false });

/**
 * The send-code calls take the image captcha's text once the address has had its free sends (docs/security.md):
 * without it the answer is -1000 with `data.captchaRequired`, a wrong one -5. An undefined `captcha` is left out.
 */
export const sendRegisterCode = (mobile: string, captcha?: string): Promise<SmsSent> =>
  api.post<SmsSent>(apiPaths.sendRegisterCode, { mobile, captcha });

/** 200 signs the new user in; 301 (注册成功，请完成身份认证) rejects and asks for authentication. */
export const register = (payload: RegisterPayload): Promise<null> =>
  api.post<null>(apiPaths.register, payload, { throttleKey: false });

export const sendForgetCode = (mobile: string, captcha?: string): Promise<SmsSent> =>
  api.post<SmsSent>(apiPaths.forgetSendCode, { mobile, captcha });

export const verifyForgetCode = (account: string, code: string): Promise<null> =>
  api.post<null>(apiPaths.forgetVerifyCode, { account, code });

export const resetPassword = (payload: ResetPayload): Promise<null> =>
  api.post<null>(apiPaths.forgetResetPassword, payload, { throttleKey: false });
