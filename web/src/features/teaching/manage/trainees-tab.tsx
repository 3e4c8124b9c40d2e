import { Segmented } from 'antd';
import { useState } from 'react';
import { CodesSection } from './codes-section';
import { DiscountsSection } from './discounts-section';
import { ImportSection } from './import-section';
import { ImportedSection } from './imported-section';
import { useManagedCourse } from './manage-context';
import { StudentsSection } from './students-section';
import { MANAGE_TEXT } from './texts';

const S = MANAGE_TEXT.trainees.sections;
type Section = keyof typeof S;

/** 学员管理: the students, the import, the import records, the activation codes and the discount codes as sections. */
export function TraineesTab() {
  const { courseSign, course } = useManagedCourse();
  const [section, setSection] = useState<Section>('students');
  return (
    <div>
      <Segmented<Section>
        value={section}
        onChange={setSection}
        options={(Object.keys(S) as Section[]).map((key) => ({ value: key, label: S[key] }))}
        style={{ marginBottom: 16, maxWidth: '100%', overflowX: 'auto' }}
      />
      {section === 'students' && <StudentsSection courseSign={courseSign} />}
      {section === 'import' && <ImportSection courseSign={courseSign} />}
      {section === 'imported' && <ImportedSection courseSign={courseSign} />}
      {section === 'codes' && <CodesSection courseSign={courseSign} />}
      {section === 'discounts' && <DiscountsSection courseSign={courseSign} priceFen={course.coursePrice} />}
    </div>
  );
}
