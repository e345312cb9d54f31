// Wrestler ids (spec: simulation §3): the slug of the name, lowercase, punctuation removed, spaces as
// underscores. Accents are folded to their base letter first (é -> e) so that ids stay ASCII and
// readable in URLs; runs of spaces become one underscore.

/** "Seo-yeon Bak" -> "seoyeon_bak", "Chiara Rüegg" -> "chiara_ruegg". */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '_');
}
