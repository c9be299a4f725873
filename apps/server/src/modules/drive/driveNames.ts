/**
 * The name to try for the `n`th copy of an item whose name is taken: "Report (1).pdf" for a file
 * (before its extension), "Designs (1)" for a folder, as file managers do.
 */
export function numberedName(name: string, n: number, kind: 'file' | 'folder'): string {
  const dot = kind === 'file' ? name.lastIndexOf('.') : -1;
  // ".env" has no extension; neither has a name ending in a dot.
  if (dot <= 0 || dot === name.length - 1) return `${name} (${n})`;
  return `${name.slice(0, dot)} (${n})${name.slice(dot)}`;
}

/** Most numbered names tried before giving up (a folder with this many copies is a bug). */
export const NUMBERED_NAME_TRIES = 1000;

/** The first of name, name (1), name (2)… that `taken` says is free. */
export async function freeName(
  name: string,
  kind: 'file' | 'folder',
  taken: (candidate: string) => Promise<boolean>,
): Promise<string> {
  if (!(await taken(name))) return name;
  for (let n = 1; n <= NUMBERED_NAME_TRIES; n += 1) {
    const candidate = numberedName(name, n, kind);
    if (!(await taken(candidate))) return candidate;
  }
  throw new Error(`freeName: no free name for "${name}" after ${NUMBERED_NAME_TRIES} tries`);
}
