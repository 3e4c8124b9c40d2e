import styles from './company-logo.module.css';

/** A company's logo, or the first character of its name on a tinted square when it has none. */
export function CompanyLogo({ name, logo, size }: { name: string; logo: string; size: number }) {
  const box = { width: size, height: size };
  if (logo) return <img className={styles.logo} src={logo} alt="" width={size} height={size} loading="lazy" style={box} />;
  return (
    <span className={styles.initial} style={{ ...box, fontSize: Math.round(size / 2.4) }} aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  );
}
