/**
 * Finds Czech text written straight into code, so that every Czech message stays in the catalogues.
 * Czech with diacritics is plain to see; Czech typed without them ('Chyba pri ukladani') is told by
 * its words: a text shown to people has words separated by spaces, and one of them is a common Czech
 * word that no English text uses.
 */

const DIACRITICS = /[áčďéěíňóřšťúůýž]/i;

/** Common words of Czech messages, as they read with the diacritics left out. None is an English word. */
// biome-ignore format: a word list reads best in rows
export const CZECH_WORDS_WITHOUT_DIACRITICS: ReadonlySet<string> = new Set([
  // errors and their advice
  'chyba', 'chyby', 'chybe', 'chybi', 'chybny', 'chybna', 'chybne', 'neplatny', 'neplatna', 'neplatne',
  'nepodarilo', 'podarilo', 'nezdarilo', 'zdarilo', 'selhalo', 'selhala', 'nelze', 'neni', 'nejsou',
  'neexistuje', 'nenalezen', 'nenalezena', 'nenalezeno', 'nalezen', 'nalezena', 'nalezeno', 'nebyl',
  'nebyla', 'nebylo', 'spatny', 'spatna', 'spatne', 'povinny', 'povinna', 'povinne', 'neznamy',
  'neznama', 'nezname', 'zkuste', 'znovu', 'prosim', 'pozdeji', 'chvili', 'zadejte', 'vyberte',
  'zkontrolujte', 'opakujte', 'prekrocen', 'prekrocena', 'vyprsel', 'vyprsela', 'vyprselo',
  // the actions
  'ukladani', 'ulozeni', 'ulozit', 'ulozeno', 'nacitani', 'nacist', 'nacteno', 'odeslat', 'odeslano',
  'odesilani', 'zrusit', 'zruseno', 'zruseny', 'zrusena', 'smazat', 'smazano', 'upravit', 'zmenit',
  'pokracovat', 'zpet', 'zavrit', 'potvrdit', 'obnovit', 'prihlaseni', 'prihlasit', 'prihlaste',
  'odhlasit', 'odhlaseni', 'registrace', 'overeni', 'overit', 'zaplatit', 'koupit', 'hotovo',
  'dekujeme',
  // the things
  'heslo', 'hesla', 'uzivatel', 'uzivatele', 'ucet', 'uctu', 'platba', 'platby', 'platbu', 'vstup',
  'vstupu', 'vstupy', 'rezervace', 'zakaznik', 'zakaznika', 'karta', 'karty', 'kartu', 'kod', 'kodu',
  'stranka', 'stranky', 'aktivita', 'aktivity', 'aktivitu', 'sportoviste', 'misto', 'mista', 'termin',
  'terminu', 'terminy', 'predplatne', 'kredit', 'kredity', 'opravneni', 'pristup', 'spojeni', 'pozadavek',
  // little words of every Czech sentence
  'jste', 'jsme', 'jsou', 'bude', 'byl', 'byla', 'bylo', 'nebo', 'jeste', 'uz', 'jiz', 'neco',
  'muzete', 'musite', 'nemate', 'vas', 'vasi', 'vasim', 'pri', 'podle',
]);

/** Drops comments, keeping the lines where they were. */
function withoutComments(code: string): string {
  return code
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/\/\/.*$/gm, '');
}

/** The string literals of a source file; a template's `${…}` parts read as one placeholder word. */
export function stringLiterals(code: string): string[] {
  const texts: string[] = [];
  for (const match of withoutComments(code).matchAll(
    /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g,
  )) {
    texts.push(match[0].slice(1, -1).replace(/\$\{[^}]*\}/g, '…'));
  }
  return texts;
}

/** Czech in any spelling: with diacritics, or a sentence of words among them a Czech one. */
export function isCzechText(text: string): boolean {
  if (DIACRITICS.test(text)) return true;
  // a text shown to people: words with a space between them (not a key, a path or an identifier)
  if (!/[a-z]\S*\s+\S/i.test(text)) return false;
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  return words.some((word) => CZECH_WORDS_WITHOUT_DIACRITICS.has(word));
}

/** The Czech texts written inline in one source file. */
export function inlineCzech(code: string): string[] {
  return stringLiterals(code).filter(isCzechText);
}
