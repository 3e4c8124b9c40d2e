import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAdminOrders, getUserWallet, refundAnyOrder, type OrderFilters, type Paging } from '@/api/admin';
import { toastSuccess } from '@/lib/toast';
import { ORDERS_TEXT } from './orders-texts';
import { adminKeys } from './queries';

/** Query keys of 订单与余额: the orders' pages and each user's wallet pages. */
export const orderKeys = {
  all: [...adminKeys.all, 'orders'] as const,
  list: (query: OrderFilters & Paging) => [...orderKeys.all, 'list', query] as const,
  wallets: () => [...adminKeys.all, 'wallets'] as const,
  wallet: (userId: string, paging: Paging) => [...orderKeys.wallets(), userId, paging] as const,
};

export function useAdminOrders(query: OrderFilters & Paging) {
  return useQuery({ queryKey: orderKeys.list(query), queryFn: () => getAdminOrders(query), placeholderData: keepPreviousData });
}

/** A user's balance and a page of its ledger (the user drawer); nothing is asked while none is open. */
export function useUserWallet(userId: string, paging: Paging) {
  return useQuery({ queryKey: orderKeys.wallet(userId, paging), queryFn: () => getUserWallet(userId, paging), placeholderData: keepPreviousData });
}

/**
 * 确认退款: the server's message is toasted; the orders, the wallets and the audit log are read again. A refusal (订单已退款
 * when another admin was first, a reason's message) is the caller's to show in its dialog.
 */
export function useRefundOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNo, reason }: { orderNo: string; reason: string }) => refundAnyOrder(orderNo, reason),
    onSuccess: ({ msg }) => {
      toastSuccess(msg || ORDERS_TEXT.refunded);
      void client.invalidateQueries({ queryKey: orderKeys.all });
      void client.invalidateQueries({ queryKey: orderKeys.wallets() });
      void client.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
