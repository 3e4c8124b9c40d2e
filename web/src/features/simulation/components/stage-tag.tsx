import { Tag } from 'antd';
import type { Stage } from '@/api/simulation';
import { STAGE_COLOR } from '../format';
import { SIM_TEXT } from '../texts';

/** Where a run stands: 注册公司 … 已完成, or 未开始 without a run. */
export function StageTag({ stage }: { stage: Stage | null }) {
  if (!stage) return <Tag>{SIM_TEXT.notStarted}</Tag>;
  return <Tag color={STAGE_COLOR[stage]}>{SIM_TEXT.stage[stage]}</Tag>;
}
