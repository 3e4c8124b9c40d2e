export type AgreementSection = { heading: string; paragraphs: string[] };

export type AgreementDocument = {
  id: string;
  title: string;
  dates: string;
  preface: string[];
  sections: AgreementSection[];
};
