import { useId } from 'react';

const CENTRE = 60;
const RING_DEG = 118; // the school's name runs from -118° to 118°, over the top
const TEXT_RADIUS = 39;

/** A point of the circle at `deg` degrees clockwise from the top. */
function at(radius: number, deg: number): string {
  const rad = (deg * Math.PI) / 180;
  return `${(CENTRE + radius * Math.sin(rad)).toFixed(2)} ${(CENTRE - radius * Math.cos(rad)).toFixed(2)}`;
}

/** A five-pointed star's points, point up. */
function starPoints(radius: number, cy: number): string {
  const inner = radius * 0.381966;
  return Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 === 0 ? radius : inner;
    return `${(CENTRE + r * Math.cos(angle)).toFixed(2)},${(cy + r * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

/**
 * The school's round red seal, drawn as the PDF draws it (certificates/pdf.cpp): a double ring, the school's name along
 * the top arc, a star, and `label` (证书专用章) under it.
 */
export function Seal({ school, label, className }: { school: string; label: string; className?: string }) {
  const arcId = useId();
  const arcLength = (TEXT_RADIUS * 2 * RING_DEG * Math.PI) / 180;
  return (
    <svg className={className} viewBox="0 0 120 120" role="img" aria-label={`${school}${label}`}>
      <g fill="none" stroke="#d42a2a">
        <circle cx={CENTRE} cy={CENTRE} r={56} strokeWidth={3.4} />
        <circle cx={CENTRE} cy={CENTRE} r={51} strokeWidth={0.9} />
      </g>
      <path id={arcId} d={`M ${at(TEXT_RADIUS, -RING_DEG)} A ${TEXT_RADIUS} ${TEXT_RADIUS} 0 1 1 ${at(TEXT_RADIUS, RING_DEG)}`} fill="none" />
      <text fill="#d42a2a" fontSize={12.5} fontWeight={700}>
        <textPath href={`#${arcId}`} startOffset="50%" textAnchor="middle" textLength={arcLength * 0.94} lengthAdjust="spacing">
          {school}
        </textPath>
      </text>
      <polygon points={starPoints(15, 57)} fill="#d42a2a" />
      <text x={CENTRE} y={90} fill="#d42a2a" fontSize={9.5} fontWeight={700} textAnchor="middle">
        {label}
      </text>
    </svg>
  );
}
