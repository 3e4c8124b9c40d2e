import type { CourseKindId, CourseOrder, CourseTypeNode } from '@/api/courses';
import { FilterPanel, FilterRow } from '@/components/filter-rows';
import type { ListParams } from '../lib/list-params';
import { COURSE_TEXT } from '../texts';

const TEXT = COURSE_TEXT.catalogue;
const KIND_IDS: readonly CourseKindId[] = [4, 5, 6];
const ORDERS: readonly CourseOrder[] = ['sort', 'new', 'hot'];

/** The path of type signs from the root to `sign` (empty when it is not in the tree). */
export function typePath(tree: readonly CourseTypeNode[], sign: string | undefined): string[] {
  if (!sign) return [];
  for (const node of tree) {
    if (node.idSign === sign) return [node.idSign];
    const below = typePath(node.children ?? [], sign);
    if (below.length > 0) return [node.idSign, ...below];
  }
  return [];
}

type CourseFiltersProps = {
  params: ListParams;
  tree: readonly CourseTypeNode[];
  onChange: (change: Partial<ListParams>) => void;
};

/** Kind (入门/进阶/高级), the three-level type tree (a level's row appears once its parent is chosen) and the sort. */
export function CourseFilters({ params, tree, onChange }: CourseFiltersProps) {
  const chosen = typePath(tree, params.typeSign);
  const levels: { parent: string | undefined; nodes: readonly CourseTypeNode[] }[] = [{ parent: undefined, nodes: tree }];
  let nodes = tree;
  for (const sign of chosen) {
    const node = nodes.find((candidate) => candidate.idSign === sign);
    if (!node || !node.children || node.children.length === 0) break;
    levels.push({ parent: sign, nodes: node.children });
    nodes = node.children;
  }
  return (
    <FilterPanel>
      {levels.map((level, depth) =>
        level.nodes.length === 0 ? null : (
          <FilterRow
            key={level.parent ?? 'root'}
            label={depth === 0 ? TEXT.typeLabel : ''}
            options={[
              {
                key: 'all',
                label: TEXT.all,
                active: chosen.length === depth,
                onSelect: () => onChange({ typeSign: level.parent }),
              },
              ...level.nodes.map((node) => ({
                key: node.idSign,
                label: node.name,
                active: chosen[depth] === node.idSign,
                onSelect: () => onChange({ typeSign: node.idSign }),
              })),
            ]}
          />
        ),
      )}
      <FilterRow
        label={TEXT.kindLabel}
        options={[
          { key: 'all', label: TEXT.all, active: !params.kind, onSelect: () => onChange({ kind: undefined }) },
          ...KIND_IDS.map((kind) => ({
            key: String(kind),
            label: TEXT.kinds[kind],
            active: params.kind === kind,
            onSelect: () => onChange({ kind }),
          })),
        ]}
      />
      <FilterRow
        label={TEXT.sortLabel}
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
