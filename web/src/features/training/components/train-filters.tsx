import type { QueryGroup, TrainingOrder, TrainingState } from '@/api/training';
import { FilterPanel, FilterRow } from '@/components/filter-rows';
import type { TrainListParams } from '../lib/list-params';
import { TRAINING_TEXT } from '../texts';

const TEXT = TRAINING_TEXT.catalogue;
const ORDERS: readonly TrainingOrder[] = ['sort', 'new', 'hot'];

type TrainFiltersProps = {
  params: TrainListParams;
  /** The server's filter groups (GET /train/getQueryList): partner enterprises and states. */
  groups: readonly QueryGroup[];
  onChange: (change: Partial<TrainListParams>) => void;
};

/** 合作企业 and 培训状态 as the server offers them, and the order. */
export function TrainFilters({ params, groups, onChange }: TrainFiltersProps) {
  const selected = (key: QueryGroup['key']): string | undefined =>
    key === 'enterpriseId' ? params.enterpriseId : params.state ? String(params.state) : undefined;
  const select = (key: QueryGroup['key'], value: string | undefined): void =>
    onChange(key === 'enterpriseId' ? { enterpriseId: value } : { state: value ? (Number(value) as TrainingState) : undefined });
  return (
    <FilterPanel>
      {groups
        .filter((group) => group.options.length > 0)
        .map((group) => (
          <FilterRow
            key={group.key}
            label={group.name}
            options={[
              { key: 'all', label: TEXT.all, active: !selected(group.key), onSelect: () => select(group.key, undefined) },
              ...group.options.map((option) => ({
                key: option.value,
                label: option.label,
                active: selected(group.key) === option.value,
                onSelect: () => select(group.key, option.value),
              })),
            ]}
          />
        ))}
      <FilterRow
        label={TEXT.orderLabel}
        options={ORDERS.map((order) => ({
          key: order,
          label: TEXT.orders[order],
          active: params.order === order,
          onSelect: () => onChange({ order }),
        }))}
      />
    </FilterPanel>
  );
}
