/**
 * The guide page's icons below its first screen come from one external sprite file (cached for good,
 * shared by every guide with the same icons): the page draws them with `<use href="#i-…">` and names
 * the file in its data island, and this points them into it once the script runs, after the cover
 * photo is on screen (decision 071). So the page requests nothing but the cover while the cover
 * downloads. The first screen's icons (top bar, essentials, action bar) are in the page itself and
 * are left as they are.
 */
export function drawIcons(spriteUrl: string | null | undefined, doc: Document = document): void {
  if (!spriteUrl) return;
  for (const use of doc.querySelectorAll<SVGUseElement>('svg use[href^="#i-"]')) {
    const id = use.getAttribute('href')!.slice(1);
    if (!doc.getElementById(id)) use.setAttribute('href', `${spriteUrl}#${id}`);
  }
}
