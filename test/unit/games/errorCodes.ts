/**
 * The ERR_ codes a source text can return, for the "every code is translated" checks: quoted
 * codes ('ERR_TOO_MANY_ISLANDS'), the structural codes it imports by name from src/lib/read.ts
 * (ERR_NOT_OBJECT…, whose names are their values) and the codes of the readers it imports.
 */
const READER_CODES: Record<string, string[]> = {
  readInt: ['ERR_NOT_INTEGER', 'ERR_OUT_OF_RANGE'],
  readOptInt: ['ERR_NOT_INTEGER', 'ERR_OUT_OF_RANGE'],
  readOptBool: ['ERR_NOT_BOOLEAN'],
  readRecord: ['ERR_NOT_OBJECT'],
  readArray: ['ERR_NOT_ARRAY'],
};

export function errorCodesIn(source: string): string[] {
  const quoted = [...source.matchAll(/'(ERR_[A-Z_]+)'/g)].map((m) => m[1]!);
  const imported = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[^']*lib\/read'/g)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((name) => name.trim())
      .flatMap((name) => (/^ERR_[A-Z_]+$/.test(name) ? [name] : (READER_CODES[name] ?? []))),
  );
  return [...new Set([...quoted, ...imported])];
}
