import { apiPaths } from '@/config/paths';
import { api, requestFile } from './client';
import { toPageParams, toPaged, type ListAnswer, type Paged } from './paging';

/** Typed calls of the commerce domain: orders, the payment page, the platform cashier, the balance (docs/commerce.md).
 *  Money is integer fen everywhere; the pages show yuan with two decimals (formatFen). */

/** 1 课程, 2 培训, 3 余额充值, 4 激活码 (bought in bulk). */
export type OrderType = 1 | 2 | 3 | 4;
/** 0 待支付, 1 已支付, 2 已关闭, 3 已退款. */
export type OrderStatus = 0 | 1 | 2 | 3;
/** 0 未选择, 1 余额支付, 2 在线支付 (扫码). */
export type PayType = 0 | 1 | 2;

export type Order = {
  orderNo: string;
  orderType: OrderType;
  orderTypeName: string;
  title: string;
  picture: string;
  /** The course's or training's sign ("" for a top-up). */
  courseId: string;
  price: number;
  discount: number;
  amount: number;
  discountCode: string | null;
  status: OrderStatus;
  statusName: string;
  payType: PayType;
  payTypeName: string;
  createTime: string;
  expireTime: string;
  payTime: string | null;
  refundTime: string | null;
  refundReason: string;
  /** A code order's codes; 1 otherwise. */
  quantity: number;
};

/** An order as the school's admins see it (the refund screen). */
export type SchoolOrder = Order & { buyerName: string; buyerMobile: string; commission: number };

export type Checkout = {
  order: Order;
  balance: number;
  enough: boolean;
  /** What the QR code shows ("" until online payment is chosen). */
  payUrl: string;
  /** The QR code's PNG (an API path). */
  qrCode: string;
};

export type PayState = { orderNo: string; status: OrderStatus; paid: boolean };

export type CashierView = {
  orderNo: string;
  title: string;
  amount: number;
  orderType: OrderType;
  status: OrderStatus;
  expireTime: string;
  paid: boolean;
};

/** 1 充值, 2 支付, 3 退款, 4 佣金, 5 到账转入余额, 6 赠送, 7 佣金退回. */
export type WalletEntry = {
  id: number;
  kind: number;
  kindName: string;
  /** Signed fen. */
  amount: number;
  /** The balance after it. */
  balance: number;
  orderNo: string;
  note: string;
  createTime: string;
};

export type OrderListQuery = {
  page?: number;
  pageSize?: number;
  /** 0 every type. */
  orderType?: 0 | OrderType;
  /** 0 every way. */
  payType?: PayType;
  title?: string;
  /** YYYY-MM-DD. */
  startTime?: string;
  endTime?: string;
};

/** Failures are the page's to show (the server's message): no toast from the request layer. */
const QUIET = { silent: true, throttleKey: false } as const;

export type Quote = { price: number; discount: number; amount: number; discountCode: string | null };

/** marketerId: the marketer whose link led here ("" none; a link that does not count is ignored by the server). */
export function addOrder(courseId: string, discountCode = '', marketerId = ''): Promise<Order> {
  const body: Record<string, string> = { courseId };
  if (discountCode) body.discountCode = discountCode;
  if (marketerId) body.marketerId = marketerId;
  return api.post<Order>(apiPaths.orderAdd, body, QUIET);
}

/** The course's amount with a discount code; a refusal carries the server's reason (shown as it is). */
export function checkDiscountCode(courseId: string, discountCode: string): Promise<Quote> {
  return api.post<Quote>(apiPaths.orderCheckDiscountCode, { courseId, discountCode }, QUIET);
}

export function addTopUp(amountFen: number): Promise<Order> {
  return api.post<Order>(apiPaths.orderAddTopUp, { amount: amountFen }, QUIET);
}

export function getOrderForCourse(courseId: string): Promise<Order | null> {
  return api.get<Order | null>(apiPaths.orderByCourse, { courseId }, QUIET);
}

export function getOrder(orderNo: string): Promise<Order> {
  return api.get<Order>(apiPaths.orderDetail, { orderNo }, QUIET);
}

export function getPaidOrder(orderNo: string): Promise<Order> {
  return api.get<Order>(`${apiPaths.orderSuccess}/${encodeURIComponent(orderNo)}`, undefined, QUIET);
}

export async function getOrders(query: OrderListQuery): Promise<Paged<Order>> {
  const params = toPageParams(query);
  const body: Record<string, unknown> = {
    page: params.page,
    size: params.page_size,
    orderType: query.orderType ?? 0,
    payType: query.payType ?? 0,
  };
  if (query.title) body.title = query.title;
  if (query.startTime) body.startTime = query.startTime;
  if (query.endTime) body.endTime = query.endTime;
  return toPaged(await api.post<ListAnswer<Order>>(apiPaths.orderList, body, QUIET), params);
}

export function deleteOrder(orderNo: string): Promise<null> {
  return api.post<null>(apiPaths.orderDelete, { orderNo }, QUIET);
}

export function toPay(orderNo: string): Promise<Checkout> {
  return api.post<Checkout>(apiPaths.orderToPay, { orderNo }, QUIET);
}

export function choosePayType(orderNo: string, payType: 1 | 2): Promise<Checkout> {
  return api.post<Checkout>(`${apiPaths.orderContinuePayType}/${encodeURIComponent(orderNo)}`, { payType }, QUIET);
}

/** true: paid; false: the balance is short (nothing was taken). */
export function payFromBalance(orderNo: string): Promise<boolean> {
  return api.post<boolean>(apiPaths.orderBalancePay, { orderNo }, QUIET);
}

export function checkPayment(orderNo: string): Promise<PayState> {
  return api.get<PayState>(apiPaths.orderCheckPayment, { orderNo }, { ...QUIET, progress: false });
}

/** The QR code of the order's online payment, as an object URL the caller revokes. */
export async function getPayQrCode(orderNo: string): Promise<string> {
  const file = await requestFile('GET', { path: apiPaths.orderPayQrCode }, { params: { orderNo }, accept: 'image/png', silent: true });
  return URL.createObjectURL(file.blob);
}

export function getCashier(token: string): Promise<CashierView> {
  return api.get<CashierView>(`${apiPaths.payCashier}/${encodeURIComponent(token)}`, undefined, QUIET);
}

export function payAtCashier(token: string): Promise<CashierView> {
  return api.post<CashierView>(`${apiPaths.payCashier}/${encodeURIComponent(token)}`, {}, QUIET);
}

export async function getBalance(): Promise<number> {
  return (await api.get<{ balance: number }>(apiPaths.virtualBalance, undefined, QUIET)).balance;
}

export async function getWalletEntries(query: { page?: number; pageSize?: number }): Promise<Paged<WalletEntry>> {
  const params = toPageParams(query);
  const answer = await api.post<ListAnswer<WalletEntry>>(apiPaths.virtualRecord, { page: params.page, size: params.page_size }, QUIET);
  return toPaged(answer, params);
}

export type SchoolOrderQuery = { page?: number; pageSize?: number; status?: -1 | OrderStatus; keyword?: string };

export async function getSchoolOrders(query: SchoolOrderQuery): Promise<Paged<SchoolOrder>> {
  const params = toPageParams(query);
  const body: Record<string, unknown> = { page: params.page, size: params.page_size, status: query.status ?? -1 };
  if (query.keyword) body.keyword = query.keyword;
  return toPaged(await api.post<ListAnswer<SchoolOrder>>(apiPaths.schoolOrderList, body, QUIET), params);
}

/** Refunds a paid order into the buyer's balance (a school admin's). */
export function refundOrder(orderNo: string, reason: string): Promise<Order> {
  return api.post<Order>(apiPaths.orderRefund, { orderNo, reason }, QUIET);
}

/** A discount batch (优惠码批次): kind 1 折扣 (value 10–99: the buyer pays value%), 2 立减 (value in fen). */
export type DiscountBatch = {
  idSign: string;
  name: string;
  kind: 1 | 2;
  kindName: string;
  value: number;
  startTime: string;
  endTime: string;
  useLimit: number;
  codeCount: number;
  usedCount: number;
  createTime: string;
};

export type DiscountCode = { code: string; usedCount: number; useLimit: number };

export type NewDiscountBatch = {
  name: string;
  kind: 1 | 2;
  value: number;
  /** YYYY-MM-DD (China time; the end date counts its whole day). */
  startTime: string;
  endTime: string;
  useLimit: number;
  count: number;
};

export function getDiscountBatches(courseId: string): Promise<DiscountBatch[]> {
  return api.get<DiscountBatch[]>(apiPaths.discountBatchList, { courseId }, QUIET);
}

/** Makes a batch and its codes (a teacher of the course or an admin of its school). */
export function addDiscountBatch(courseId: string, batch: NewDiscountBatch): Promise<DiscountBatch> {
  return api.post<DiscountBatch>(apiPaths.discountAddBatch, { courseId, ...batch }, QUIET);
}

export async function getDiscountCodes(batchId: string, query: { page?: number; pageSize?: number }): Promise<Paged<DiscountCode>> {
  const params = toPageParams(query);
  const answer = await api.post<ListAnswer<DiscountCode>>(apiPaths.discountCodeList, { batchId, page: params.page, size: params.page_size }, QUIET);
  return toPaged(answer, params);
}

/** An activation code a code order bought, with its use. */
export type BoughtCode = { code: string; used: boolean; usedBy: string; usedTime: string | null };

/** Activation codes in bulk: `quantity` (1–500) codes of a priced course or training at its price each. */
export function addCodeOrder(courseId: string, quantity: number): Promise<Order> {
  return api.post<Order>(apiPaths.orderAddCodeOrder, { courseId, quantity }, QUIET);
}

export async function getOrderCodes(orderNo: string, query: { page?: number; pageSize?: number }): Promise<Paged<BoughtCode>> {
  const params = toPageParams(query);
  const answer = await api.post<ListAnswer<BoughtCode>>(apiPaths.orderCodes, { orderNo, page: params.page, size: params.page_size }, QUIET);
  return toPaged(answer, params);
}
