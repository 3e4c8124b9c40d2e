import type { Order } from '@/api/commerce';
import { paths } from '@/config/paths';

/** Where a paid order's item is studied: a course's page or a training's (null for a top-up, a code order — its codes
 *  are for others — or a deleted course). */
export function itemHref(order: Pick<Order, 'orderType' | 'courseId'>): string | null {
  if (!order.courseId || order.orderType === 4) return null;
  return order.orderType === 2 ? paths.trainDetail.getHref(order.courseId) : paths.courseDetail.getHref(order.courseId);
}

/** Seconds left to pay an order at `now` (ms), never negative. */
export function secondsLeft(expireTime: string, now: number): number {
  const end = Date.parse(expireTime);
  if (!Number.isFinite(end)) return 0;
  return Math.max(0, Math.floor((end - now) / 1000));
}

/** 1805 → "30:05"; an hour or more → "1:00:05". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number): string => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const rest = `${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/** An unpaid order that can still be paid at `now`. */
export function payable(order: Pick<Order, 'status' | 'expireTime'>, now: number): boolean {
  return order.status === 0 && secondsLeft(order.expireTime, now) > 0;
}
