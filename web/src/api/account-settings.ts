import { apiPaths } from '@/config/paths';
import { api, buildUrl } from './client';
import type { SmsSent } from './accounts';

/** Account page, mobile change, temporary token and simulated login (docs/accounts.md). */

/** Every field arrives here already encrypted. */
export type PasswordChange = { password: string; newPassword: string; confirmNewPwd: string };

/** 0 保密, 1 男, 2 女. */
export type Sex = 0 | 1 | 2;

/** SMS code types: 2 the current (old) mobile, 3 the new one. */
export const SMS_TYPE = { oldMobile: 2, newMobile: 3 } as const;

export const updatePassword = (payload: PasswordChange): Promise<null> =>
  api.post<null>(apiPaths.updatePassword, payload, { throttleKey: false });

export const updateName = (userName: string): Promise<null> => api.post<null>(apiPaths.updateName, { userName });

export const updateSex = (sex: Sex): Promise<null> => api.post<null>(apiPaths.updateSex, { sex });

export const updatePhoto = (photoPath: string): Promise<null> => api.post<null>(apiPaths.updatePhoto, { photoPath });

/** Where antd's Upload posts the multipart `file` field; the answer's data is `{url}`. */
export const fileUploadUrl = (): string => buildUrl(apiPaths.fileUpload);

/** `captcha`: the image captcha's text, once the server asks for it (see sendRegisterCode). */
export const sendTypedCode = (mobile: string, type: number, captcha?: string): Promise<SmsSent> =>
  api.post<SmsSent>(apiPaths.sendTypedCode, { mobile, type, captcha });

export const verifyCode = (mobile: string, mobileCode: string, type: number): Promise<null> =>
  api.post<null>(apiPaths.verifyCode, { mobile, mobileCode, type, saveVerifyCache: true }, { throttleKey: false });

export const updateMobile = (mobile: string, mobileCode: string): Promise<null> =>
  api.post<null>(apiPaths.updateMobile, { mobile, mobileCode }, { throttleKey: false });

/** Signs in with a single-use temporary token; silent: the guard decides what happens on failure. */
export const loginByTokenKey = (tokenKey: string, confirmSwitch = false): Promise<null> =>
  api.put<null>(apiPaths.loginByTokenKey, confirmSwitch ? { tokenKey, confirmSwitch } : { tokenKey }, {
    throttleKey: false,
    silent: true,
  });

/** Ends an administrator's simulated login (success is envelope code 1). */
export const exitSimulation = (): Promise<null> => api.post<null>(apiPaths.exitSimulation, undefined, { throttleKey: false });
