/**
 * The folders a dropped file was in, below what was dropped (files from a picked folder carry
 * `webkitRelativePath` themselves).
 */
const relativePaths = new WeakMap<File, string>();

/** "Photos/2026/a.jpg" → ["Photos", "2026"]: the folders to make (or find) for a file. */
export function foldersOf(file: File): string[] {
  const path = relativePaths.get(file) ?? file.webkitRelativePath;
  return path ? path.split('/').slice(0, -1).filter(Boolean) : [];
}

function fileOf(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

/** Every entry of a directory (the reader answers in batches until an empty one). */
async function entriesOf(directory: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = directory.createReader();
  const all: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

async function walk(entry: FileSystemEntry, into: File[]): Promise<void> {
  if (entry.isFile) {
    const file = await fileOf(entry as FileSystemFileEntry);
    // fullPath is "/Photos/2026/a.jpg" for a file inside a dropped folder.
    relativePaths.set(file, entry.fullPath.replace(/^\//, ''));
    into.push(file);
    return;
  }
  if (entry.isDirectory) {
    for (const child of await entriesOf(entry as FileSystemDirectoryEntry)) await walk(child, into);
  }
}

/**
 * The files of a drop, folders walked (each file remembers its folders). The entries must be
 * read during the drop event, so call this from the handler before anything is awaited.
 */
export function droppedFiles(transfer: DataTransfer): Promise<File[]> {
  const items = [...transfer.items].filter((item) => item.kind === 'file');
  const entries = items
    .map((item) => item.webkitGetAsEntry?.() ?? null)
    .filter((entry): entry is FileSystemEntry => entry !== null);
  // A browser without entries: the plain files (folders cannot be walked there).
  if (entries.length === 0 || entries.length < items.length)
    return Promise.resolve([...transfer.files]);
  const files: File[] = [];
  return Promise.all(entries.map((entry) => walk(entry, files))).then(() => files);
}
