import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getBalance, getOrder, getOrders, getWalletEntries, toPay, type OrderListQuery } from '@/api/commerce';

/** Query keys of the commerce feature, one factory. */
export const commerceKeys = {
  all: ['commerce'] as const,
  balance: () => [...commerceKeys.all, 'balance'] as const,
  entries: (page: number) => [...commerceKeys.all, 'entries', page] as const,
  orders: (query: OrderListQuery) => [...commerceKeys.all, 'orders', query] as const,
  order: (orderNo: string) => [...commerceKeys.all, 'order', orderNo] as const,
  checkout: (orderNo: string) => [...commerceKeys.all, 'checkout', orderNo] as const,
  orderCodes: (orderNo: string, page: number) => [...commerceKeys.all, 'order-codes', orderNo, page] as const,
};

export const useBalance = () => useQuery({ queryKey: commerceKeys.balance(), queryFn: getBalance });

export const useWalletEntries = (page: number, pageSize: number) =>
  useQuery({
    queryKey: commerceKeys.entries(page),
    queryFn: () => getWalletEntries({ page, pageSize }),
    placeholderData: keepPreviousData,
  });

export const useOrders = (query: OrderListQuery) =>
  useQuery({ queryKey: commerceKeys.orders(query), queryFn: () => getOrders(query), placeholderData: keepPreviousData });

export const useOrder = (orderNo: string) =>
  useQuery({ queryKey: commerceKeys.order(orderNo), queryFn: () => getOrder(orderNo), enabled: orderNo !== '' });

export const useCheckout = (orderNo: string) =>
  useQuery({ queryKey: commerceKeys.checkout(orderNo), queryFn: () => toPay(orderNo), enabled: orderNo !== '' });
