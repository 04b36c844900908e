/** An editor's empty document ("<p></p>") counts as no text, so touching a field does not dirty it. */
export function normalizeEditorHtml(html: string): string {
  const trimmed = html.trim();
  return /^(<p>(\s|&nbsp;|<br\s*\/?>)*<\/p>)*$/i.test(trimmed) ? '' : trimmed;
}
