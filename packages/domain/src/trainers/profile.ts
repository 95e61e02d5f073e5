/**
 * Trainers (SPEC 2 "Trainer"): the address of a trainer's public page and what the trainer's
 * attendance list may show about the people booked (our decision: first names only).
 */

/** Most specialisations a trainer lists on the profile, and the longest one. */
export const TRAINER_PROFILE = {
  MAX_SPECIALISATIONS: 8,
  MAX_SPECIALISATION_LENGTH: 40,
  MAX_BIO_LENGTH: 2000,
} as const;

/**
 * The slug of a trainer's public page `/trener/{slug}`: the name without diacritics in lower case,
 * words joined by hyphens, with a short suffix that keeps two trainers of the same name apart.
 */
export function trainerSlug(name: string, suffix: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  const tail = suffix.toLowerCase().replace(/[^a-z0-9]/g, '');
  return [words || 'trener', tail].filter(Boolean).join('-');
}

/** The first name of a booked person (the trainer's list shows no more of it). */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}
