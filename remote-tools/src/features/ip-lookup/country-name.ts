/**
 * The country's name in the page language (`DE` reads "Allemagne" on French pages), else the
 * API's English name, else null when the API knows no country.
 */
export function countryName(code: string, englishName: string, language: string): string | null {
  if (code !== '') {
    try {
      const name = new Intl.DisplayNames([language, 'en'], { type: 'region' }).of(code.toUpperCase());
      if (name && name !== code.toUpperCase()) return name;
    } catch {
      // An unknown language or code: fall back to the API's name.
    }
  }
  return englishName !== '' ? englishName : null;
}
