/**
 * Text handling shared by search and matching, with no database: accent folding, tokenizing and stop words.
 * The tokens are the ones PostgreSQL's text-search parser makes of the same text once `nexo_search_text()`
 * (migration 0013) has split words joined by "-" or "/": letters and digits stay together (`a380`, `m8`,
 * `16949`) and a dot between digits stays inside the number (`8.8`, `12.9`), so property classes and grades
 * are searched whole.
 */

/** Longest token kept (PostgreSQL ignores longer words anyway). */
export const MAX_TOKEN_LENGTH = 40

/** Lower case, accents removed (NFD + combining marks, ñ → n), like nexo_unaccent() + lower() in SQL. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

/**
 * The tokens of a text, folded, in order (duplicates kept). A token is a run of letters and digits; a dot or a
 * comma between two digits joins them (`8.8`, `12.9`; a decimal comma becomes a dot as in `12,9` → `12.9`).
 */
export function tokenize(text: string): string[] {
  const folded = foldText(text).replace(/(\d),(\d)/g, '$1.$2')
  const tokens = folded.match(/[a-z0-9]+(?:\.[0-9]+)*/g) ?? []
  return tokens.filter((t) => t.length <= MAX_TOKEN_LENGTH)
}

/** A token made of digits (a part number, a standard's number, a grade) or of letters and digits (`a380`, `m8`). */
export function isCodeToken(token: string): boolean {
  return /[0-9]/.test(token)
}

/**
 * Spanish and English words that carry no meaning in a search: the common words PostgreSQL's `spanish` and
 * `english` stop lists also drop on the index side (keeping them would make a query look less covered), and the
 * words of asking ("necesitamos", "looking for") that requests are written with and profiles never are.
 */
const STOP_WORDS = new Set(
  (
    'a al algo algunas algunos ante antes como con contra cual cuando de del desde donde durante e el ella ellas ellos en entre era es esa esas ese eso esos esta estas este esto estos fue ha hay la las le les lo los mas me mi mis mucho muy nada ni no nos nuestra nuestro o os otra otro para pero poco por porque que quien se sea ser si sin sobre son su sus tambien te tiene tienen todo todos tu un una uno unos unas y ya yo ' +
    'about above after again all also am an and any are as at be been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers him his how i if in into is it its itself just me more most my no nor not now of off on once only or other our ours out over own same she should so some such than that the their them then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your ' +
    'need needs needed looking seeking require requires required necesito necesitamos buscamos busco requiero requerimos'
  ).split(/\s+/),
)

export function isStopWord(token: string): boolean {
  return STOP_WORDS.has(token)
}

/** The distinct meaningful tokens of a query, in order. */
export function queryTokens(text: string): string[] {
  return [...new Set(tokenize(text).filter((t) => !isStopWord(t)))]
}
