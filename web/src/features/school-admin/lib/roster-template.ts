/** The roster import template, made in the browser: header 类型,学号/工号,姓名 and two sample rows. */
export const ROSTER_TEMPLATE_NAME = '花名册模板.csv';

export const ROSTER_TEMPLATE_ROWS: readonly (readonly string[])[] = [
  ['类型', '学号/工号', '姓名'],
  ['学生', '2024010101', '张三'],
  ['教师', 'T2024001', '李老师'],
];

/** The CSV text with a BOM so spreadsheet programs read it as UTF-8. */
export function rosterTemplateCsv(): string {
  return `\uFEFF${ROSTER_TEMPLATE_ROWS.map((row) => row.join(',')).join('\r\n')}\r\n`;
}

/** A data: address of the template, for a download link. */
export function rosterTemplateHref(): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(rosterTemplateCsv())}`;
}

export const ROSTER_MAX_BYTES = 2 * 1024 * 1024;
