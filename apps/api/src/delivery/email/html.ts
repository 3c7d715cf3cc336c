/** HTML for e-mail: every interpolated value escaped, one small layout for every message. */

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** A paragraph of text (escaped). */
export const paragraph = (text: string): string => `<p>${escapeHtml(text)}</p>`;

/** A link whose label and address are both escaped. */
export const link = (label: string, href: URL): string =>
  `<a href="${escapeHtml(href.href)}">${escapeHtml(label)}</a>`;

/** A whole document around `body` (already HTML), in `lang`, titled `title` (escaped). */
export function htmlDocument(lang: string, title: string, body: readonly string[]): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; max-width: 40em;">',
    ...body,
    '</body></html>',
  ].join('\n');
}
