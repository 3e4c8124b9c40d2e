import { API_CODE, isApiError } from '@/api/errors';
import { toastError } from '@/lib/toast';

/**
 * The request layer toasts most refusals itself but leaves -1000 and answers naming a field (-2 with data.field) to
 * the caller: where no form field shows it (学校不存在, 默认学校不能停用, 课程不存在, 产业带不存在 naming `sign`), a
 * mutation's onError toasts the server's words with this.
 */
export function tellRefusal(error: unknown): void {
  if (isApiError(error) && error.kind === 'server' && (error.field || error.code === API_CODE.BUSINESS_ERROR)) {
    toastError(error.msg);
  }
}
