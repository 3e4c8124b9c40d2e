import { useId } from 'react';
import type { ProvinceFigure } from '@/api/industry';
import { PROVINCES } from '../lib/provinces';
import { INDUSTRY_TEXT } from '../texts';
import styles from './map.module.css';

const T = INDUSTRY_TEXT.map;

type Row = { code: string; name: string; figure: ProvinceFigure | undefined };

/** The provinces the platform knows something of first (in the map's order), then the others in code order. */
function rowsOf(figures: ProvinceFigure[]): Row[] {
  const byCode = new Map(figures.map((f) => [f.code, f]));
  const known = PROVINCES.filter((p) => byCode.has(p.code)).map((p) => ({ ...p, figure: byCode.get(p.code) }));
  const others = PROVINCES.filter((p) => !byCode.has(p.code)).map((p) => ({ ...p, figure: undefined }));
  return [...known, ...others];
}

/**
 * The map's companion for keyboards and phones: the 34 provinces as radio buttons (one tab stop, the arrow keys move
 * and choose), each with its counts; choosing one selects it as a click on the map does.
 */
export function ProvinceList({
  figures,
  selected,
  onSelect,
}: {
  figures: ProvinceFigure[];
  selected: string | null;
  onSelect: (code: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.list} role="radiogroup" aria-label={T.listLabel}>
      {rowsOf(figures).map(({ code, name, figure }) => {
        const countsId = `${id}-${code}`;
        const className = [styles.item, code === selected ? styles.selected : '', figure ? '' : styles.quiet].filter(Boolean).join(' ');
        return (
          <label key={code} className={className}>
            <input
              className={styles.radio}
              type="radio"
              name={`${id}-province`}
              value={code}
              checked={code === selected}
              onChange={() => onSelect(code)}
              aria-describedby={countsId}
            />
            <span className={styles.name}>{name}</span>
            <span id={countsId} className={styles.counts} aria-hidden="true">
              {figure ? T.listCounts(figure.belts, figure.companies, figure.jobs) : T.noData}
            </span>
          </label>
        );
      })}
    </div>
  );
}
