const arabicLetter = /\p{Script=Arabic}/u;
// Arabic name particles that are not a name of their own ("عبد الله" keeps both words, "Al-" is skipped)
const particles = new Set(['al', 'el', 'bin', 'ibn', 'بن', 'ابن', 'آل']);

function firstLetter(word: string): string {
  const cleaned = word.replace(/^(al|el)-/i, '').replace(/^ال(?=\p{L}{2,})/u, '');
  return Array.from(cleaned)[0] ?? '';
}

/**
 * One or two initials of a name: first and last name words, particles skipped. Latin initials are
 * upper-cased; two Arabic initials are kept apart by a zero-width non-joiner so they do not join into
 * one word-shape (هـ ص, not هص).
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s\u200c]+/)
    .filter((word) => word && !particles.has(word.toLowerCase()));
  if (words.length === 0) return '';
  const first = firstLetter(words[0] ?? '');
  const last = words.length > 1 ? firstLetter(words[words.length - 1] ?? '') : '';
  if (arabicLetter.test(first + last)) return last ? `${first}\u200c${last}` : first;
  return (first + last).toLocaleUpperCase();
}
