/** "Ada Lovelace" -> "AL": the generated avatar of someone without a picture. */
export function initialsOf(firstName: string, lastName = ''): string {
  const first = [...firstName.trim()][0] ?? '';
  const last = [...lastName.trim()][0] ?? '';
  return (first + last).toUpperCase() || '?';
}
