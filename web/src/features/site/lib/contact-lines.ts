/** Spec 01 §3: address and phone are ';'-separated lists; '||||||' may separate a label from its value. */
export const CONTACT_LIST_SEPARATOR = /[;；]/;
export const CONTACT_LABEL_SEPARATOR = '||||||';

export type ContactLine = { label: string; value: string };

export function parseContactLines(text: string | null | undefined, defaultLabel: string): ContactLine[] {
  if (!text) return [];
  return text
    .split(CONTACT_LIST_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const at = part.indexOf(CONTACT_LABEL_SEPARATOR);
      if (at < 0) return { label: defaultLabel, value: part };
      const label = part.slice(0, at).trim();
      const value = part.slice(at + CONTACT_LABEL_SEPARATOR.length).trim();
      return { label: label || defaultLabel, value };
    })
    .filter((line) => line.value !== '');
}
