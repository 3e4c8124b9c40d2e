import { Button, Cascader, Select } from 'antd';
import type { Choice } from '@/api/employment';
import { cascaderOptions, hasFilters, pathTo, type Filters } from '../lib/filters';
import { useCityTags, useEmploymentOptions, useIndustryTags, usePositionTags } from '../queries';
import { EMPLOYMENT_TEXT } from '../texts';
import styles from './job-filters.module.css';

const T = EMPLOYMENT_TEXT.filters;

const choiceOptions = (choices: readonly Choice[] | undefined) =>
  (choices ?? []).filter((c) => c.value !== 0).map((c) => ({ value: String(c.value), label: c.label }));

/** The board's filters (city, industry, position type, salary, education, experience, kind of job), each 不限 when empty. */
export function JobFilters({ value, onChange }: { value: Filters; onChange: (next: Partial<Filters>) => void }) {
  const options = useEmploymentOptions().data;
  const cities = useCityTags().data;
  const industries = useIndustryTags().data;
  const positions = usePositionTags().data;
  const common = { allowClear: true, className: styles.control, popupMatchSelectWidth: false } as const;
  return (
    <div className={styles.filters} role="group" aria-label={T.label}>
      <Cascader
        {...common}
        aria-label={T.city}
        placeholder={T.city}
        options={cascaderOptions(cities)}
        changeOnSelect
        showSearch
        value={value.city ? pathTo(cities, value.city) : []}
        onChange={(path) => onChange({ city: path && path.length > 0 ? String(path[path.length - 1]) : '' })}
      />
      <Select
        {...common}
        aria-label={T.industry}
        placeholder={T.industry}
        value={value.industry || undefined}
        options={(industries ?? []).map((t) => ({ value: t.pathCode, label: t.name }))}
        onChange={(v?: string) => onChange({ industry: v ?? '' })}
      />
      <Cascader
        {...common}
        aria-label={T.position}
        placeholder={T.position}
        options={cascaderOptions(positions)}
        changeOnSelect
        showSearch
        value={value.position ? pathTo(positions, value.position) : []}
        onChange={(path) => onChange({ position: path && path.length > 0 ? String(path[path.length - 1]) : '' })}
      />
      <Select
        {...common}
        aria-label={T.salary}
        placeholder={T.salary}
        value={value.salary || undefined}
        options={(options?.salaryBands ?? []).map((b, i) => ({ value: String(i), label: b.label }))}
        onChange={(v?: string) => onChange({ salary: v ?? '' })}
      />
      <Select
        {...common}
        aria-label={T.education}
        placeholder={T.education}
        value={value.education || undefined}
        options={choiceOptions(options?.educations)}
        onChange={(v?: string) => onChange({ education: v ?? '' })}
      />
      <Select
        {...common}
        aria-label={T.experience}
        placeholder={T.experience}
        value={value.experience || undefined}
        options={choiceOptions(options?.experiences)}
        onChange={(v?: string) => onChange({ experience: v ?? '' })}
      />
      <Select
        {...common}
        aria-label={T.jobType}
        placeholder={T.jobType}
        value={value.jobType || undefined}
        options={choiceOptions(options?.jobTypes)}
        onChange={(v?: string) => onChange({ jobType: v ?? '' })}
      />
      {hasFilters(value) ? (
        <Button type="link" onClick={() => onChange({ city: '', industry: '', position: '', salary: '', education: '', experience: '', jobType: '' })}>
          {T.clear}
        </Button>
      ) : null}
    </div>
  );
}
