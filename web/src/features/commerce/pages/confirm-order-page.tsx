import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, InputNumber, Radio, Result, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { addCodeOrder, addOrder, checkDiscountCode, choosePayType, getOrderForCourse, payFromBalance, type Quote } from '@/api/commerce';
import { getCourseById } from '@/api/courses';
import { messageOf } from '@/api/errors';
import { getTrainHeader } from '@/api/training';
import { paths } from '@/config/paths';
import { formatYuan } from '@/lib/money';
import { referralFor } from '@/lib/referral';
import { toastError } from '@/lib/toast';
import { PaySteps } from '../components/pay-steps';
import { commerceKeys, useBalance } from '../queries';
import { COMMERCE_TEXT } from '../texts';
import styles from './pay-pages.module.css';

const T = COMMERCE_TEXT.confirm;

/** What is being bought, as the course page or the training page shows it. */
type Item = { kind: 1 | 2; sign: string; title: string; picture: string; price: number; owned: boolean; href: string };

async function loadItem(courseId: string, training: boolean): Promise<Item> {
  if (training) {
    const t = await getTrainHeader(courseId);
    return {
      kind: 2,
      sign: t.idSign,
      title: t.trainName,
      picture: t.trainPicture,
      price: t.trainPrice,
      owned: t.myStudy !== null,
      href: paths.trainDetail.getHref(t.idSign),
    };
  }
  const c = await getCourseById(courseId);
  return {
    kind: 1,
    sign: c.courseInfoVo.idSign,
    title: c.courseInfoVo.name,
    picture: c.courseInfoVo.coursePicture,
    price: c.courseInfoVo.coursePrice,
    owned: c.myStudy?.joined === true,
    href: paths.courseDetail.getHref(c.courseInfoVo.idSign),
  };
}

/** /confirm-order?courseId=&kind=training (spec 02 §2, login required): the item, its amount and how to pay; 提交订单
 *  makes the order (or continues the unpaid one) and pays from the balance or goes to the QR code. With mode=codes the
 *  order is for activation codes in bulk: a quantity instead of a discount code, whoever studies the course. */
export function ConfirmOrderPage() {
  const [params] = useSearchParams();
  const courseId = params.get('courseId') ?? '';
  const training = params.get('kind') === 'training';
  const bulk = params.get('mode') === 'codes';
  const navigate = useNavigate();
  const client = useQueryClient();
  const item = useQuery({ queryKey: ['commerce', 'item', courseId, training], queryFn: () => loadItem(courseId, training), enabled: courseId !== '', retry: false });
  const pending = useQuery({ queryKey: ['commerce', 'for-course', courseId], queryFn: () => getOrderForCourse(courseId), enabled: courseId !== '' && !bulk, retry: false });
  const balance = useBalance();
  const [way, setWay] = useState<1 | 2 | null>(null);
  const [busy, setBusy] = useState(false);
  const [codeText, setCodeText] = useState('');
  const [quote, setQuote] = useState<Quote | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [quantity, setQuantity] = useState<number | null>(10);

  if (courseId === '' || item.isError) {
    return (
      <div className={styles.page}>
        <Result status="404" title={T.notFound} extra={<Link to={paths.home.getHref()}>{COMMERCE_TEXT.backHome}</Link>} />
      </div>
    );
  }
  if (item.isPending || balance.isPending || (!bulk && pending.isPending)) {
    return (
      <div className={styles.page}>
        <PaySteps current={0} />
        <Card>
          <Skeleton active avatar paragraph={{ rows: 4 }} />
        </Card>
      </div>
    );
  }
  const it = item.data;
  if (it.owned && !bulk) {
    return (
      <div className={styles.page}>
        <Result
          status="success"
          title={T.owned}
          extra={
            <Button type="primary" onClick={() => void navigate(it.href)}>
              {T.toStudy}
            </Button>
          }
        />
      </div>
    );
  }
  const open = !bulk && pending.data && pending.data.status === 0 && Date.parse(pending.data.expireTime) > pending.dataUpdatedAt ? pending.data : null;
  const count = quantity !== null && Number.isInteger(quantity) && quantity >= 1 && quantity <= 500 ? quantity : null;
  const amount = bulk ? it.price * (count ?? 0) : quote ? quote.amount : open ? open.amount : it.price;
  const left = balance.data ?? 0;
  const enough = left >= amount;
  const chosen = way ?? (enough ? 1 : 2);

  const applyCode = async (): Promise<void> => {
    const code = codeText.trim();
    if (!code) return;
    setChecking(true);
    setCodeError(null);
    try {
      setQuote(await checkDiscountCode(it.sign, code));
    } catch (error) {
      // Spec 02 §8: a failed check shows the server's message.
      setQuote(null);
      setCodeError(messageOf(error, COMMERCE_TEXT.loadFailed));
    } finally {
      setChecking(false);
    }
  };

  const clearCode = (): void => {
    setQuote(null);
    setCodeText('');
    setCodeError(null);
  };

  const submit = async (): Promise<void> => {
    setBusy(true);
    try {
      const order = bulk
        ? await addCodeOrder(it.sign, count ?? 0)
        : await addOrder(it.sign, quote?.discountCode ?? '', params.get('marketer') ?? referralFor(it.sign));
      await choosePayType(order.orderNo, chosen);
      if (chosen === 2) {
        void navigate(paths.onlinePayment.getHref(order.orderNo));
        return;
      }
      if (await payFromBalance(order.orderNo)) {
        await client.invalidateQueries({ queryKey: commerceKeys.all });
        void navigate(paths.purchaseSucceeds.getHref(order.orderNo));
      } else {
        toastError(T.balanceShort);
        await balance.refetch();
      }
    } catch (error) {
      toastError(messageOf(error, COMMERCE_TEXT.loadFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <PaySteps current={0} />
      <h1 className={styles.title}>{bulk ? T.codesTitle : T.title}</h1>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {open ? <Alert type="info" showIcon message={T.pending} /> : null}
        <Card title={T.item}>
          <div className={styles.item}>
            <img className={styles.cover} src={it.picture} alt="" />
            <div className={styles.itemText}>
              <Tag color={it.kind === 2 ? 'purple' : 'blue'}>{T.kind[it.kind]}</Tag>
              <p className={styles.itemTitle}>{it.title}</p>
              <span className={styles.muted}>
                {T.price} {formatYuan(it.price)}
              </span>
            </div>
          </div>
        </Card>
        {bulk ? (
          <Card title={T.quantity}>
            <Space orientation="vertical">
              <InputNumber
                aria-label={T.quantity}
                min={1}
                max={500}
                precision={0}
                value={quantity}
                status={count === null ? 'error' : undefined}
                onChange={(v) => setQuantity(v)}
                addonAfter="个"
                style={{ width: 180 }}
              />
              {count === null ? (
                <span role="alert" className={styles.codeError}>
                  {T.quantityInvalid}
                </span>
              ) : (
                <span className={styles.muted}>{T.quantityHint(formatYuan(it.price))}</span>
              )}
            </Space>
          </Card>
        ) : (
          <Card title={T.code}>
            <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
              <Input
                aria-label={T.code}
                placeholder={T.codePlaceholder}
                maxLength={32}
                value={codeText}
                status={codeError ? 'error' : undefined}
                disabled={quote !== null}
                onChange={(e) => {
                  setCodeText(e.target.value);
                  setCodeError(null);
                }}
                onPressEnter={() => void applyCode()}
              />
              {quote ? (
                <Button onClick={clearCode}>{T.clearCode}</Button>
              ) : (
                <Button loading={checking} disabled={codeText.trim() === ''} onClick={() => void applyCode()}>
                  {T.useCode}
                </Button>
              )}
            </Space.Compact>
            {codeError ? (
              <div role="alert" className={styles.codeError}>
                {codeError}
              </div>
            ) : null}
            {quote ? <div className={styles.codeSaved}>{T.codeSaved(formatYuan(quote.discount))}</div> : null}
          </Card>
        )}
        <Card title={T.payWay}>
          <Radio.Group value={chosen} onChange={(e) => setWay(e.target.value as 1 | 2)} className={styles.ways} aria-label={T.payWay}>
            <div className={`${styles.way} ${chosen === 1 ? styles.wayChosen : ''}`}>
              <Radio value={1} disabled={!enough}>
                {T.balance}
              </Radio>
              <span className={styles.muted}>
                {T.balanceHint(formatYuan(left))}
                {!enough ? (
                  <>
                    {' · '}
                    {T.balanceShort}，<Link to={paths.learningWallet.getHref()}>{T.topUp}</Link>
                  </>
                ) : null}
              </span>
            </div>
            <div className={`${styles.way} ${chosen === 2 ? styles.wayChosen : ''}`}>
              <Radio value={2}>{T.online}</Radio>
              <span className={styles.muted}>{T.onlineHint}</span>
            </div>
          </Radio.Group>
        </Card>
      </Space>
      <div className={styles.total}>
        <span>
          {T.payable} <span className={styles.amount}>{formatYuan(amount)}</span>
        </span>
        <Button type="primary" size="large" loading={busy} disabled={bulk && count === null} onClick={() => void submit()}>
          {T.submit}
        </Button>
      </div>
    </div>
  );
}
